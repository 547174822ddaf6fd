import { LIVE_POSITION_HEADER } from './live-position-header';

/**
 * Where the tab's first stream starts: the event position of the first signed-in answer the page
 * got (`Live-Event-Position`). The page's data is at least that fresh, so a stream that resumes
 * from there gets every event raised since, the ones raised before it opened included; events it
 * gets again are harmless (every handler sets or refetches). Read by the HTTP client's answers,
 * taken by the stream when it opens (`event-stream.ts`).
 */
let firstPosition: string | null = null;

/** Keeps the answer's position when none is kept yet. */
export function notePosition(response: Response): void {
  firstPosition ??= response.headers.get(LIVE_POSITION_HEADER);
}

/** The kept position, forgotten: the stream follows its own ids from then on. */
export function takePosition(): string | null {
  const position = firstPosition;
  firstPosition = null;
  return position;
}

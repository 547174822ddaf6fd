/**
 * When a list's search box was last typed in (`performance.now()`), so work that can wait (the
 * next page fetched ahead) does not compete with typing: while a search is being typed, the page
 * it would fetch ahead is about to be replaced anyway.
 */
let lastKeystrokeAt = Number.NEGATIVE_INFINITY;

/** How long after a keystroke typing counts as going on. */
export const TYPING_PAUSE_MS = 400;

/** A keystroke in a list's search box. */
export function noteSearchTyping(): void {
  lastKeystrokeAt = performance.now();
}

/** How long to wait until typing has paused (0 when it has). */
export function untilTypingPauses(): number {
  return Math.max(0, lastKeystrokeAt + TYPING_PAUSE_MS - performance.now());
}

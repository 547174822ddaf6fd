/**
 * The header of every signed-in answer that gives the session's event position when the answer
 * was made: the tab's first stream resumes from the first one it got, so an event raised between
 * the page's data and the stream's opening still arrives (docs/api.md, "Live events").
 */
export const LIVE_POSITION_HEADER = 'Live-Event-Position';

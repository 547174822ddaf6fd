/**
 * The header of the stream's own answer (`GET /api/events`) naming it: the tab's presence is tied
 * to it (`PUT /api/presence`, src/lib/presence/presence-schemas.ts). A module of its own, so it
 * loads with the stream's chunk, not with every page.
 */
export const LIVE_STREAM_HEADER = 'Live-Stream-Id';

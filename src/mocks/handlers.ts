import type { RequestHandler } from 'msw';
import { authHandlers } from './handlers/auth';
import { bookmarkHandlers } from './handlers/bookmarks';
import { latencyAndFailuresHandler, mockControlHandlers } from './handlers/mock-control';

/**
 * Every handler of the mock API, shared by the three hosts. The control API comes first and the
 * latency/failure step right after it, so both apply to any handler appended below.
 */
export const handlers: RequestHandler[] = [
  ...mockControlHandlers,
  latencyAndFailuresHandler,
  ...authHandlers,
  ...bookmarkHandlers,
];

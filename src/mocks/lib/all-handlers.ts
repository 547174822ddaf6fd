import type { RequestHandler } from 'msw';

/**
 * Every handler of the mock API, as `src/mocks/handlers.ts` lists them, for a handler that sends
 * a call through all of them (`POST /__mock/act-as`): that list imports the handler, so it hands
 * itself over here rather than be imported back.
 */
let handlers: readonly RequestHandler[] = [];

export function keepAllHandlers(list: readonly RequestHandler[]): void {
  handlers = list;
}

export function allHandlers(): readonly RequestHandler[] {
  return handlers;
}

import { setupServer } from 'msw/node';
import { handlers } from '../handlers.ts';
import { lendHtmlWindow } from './node-html.ts';

lendHtmlWindow();

/** The mock API inside vitest; latency defaults to 0 here. */
export const mockServer = setupServer(...handlers);

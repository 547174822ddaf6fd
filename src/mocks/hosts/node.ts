import { setupServer } from 'msw/node';
import { handlers } from '@/mocks/handlers';
import { lendHtmlWindow } from './node-html';

lendHtmlWindow();

/** The mock API inside vitest; latency defaults to 0 here. */
export const mockServer = setupServer(...handlers);

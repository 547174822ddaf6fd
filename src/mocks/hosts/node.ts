import { setupServer } from 'msw/node';
import { configureMockApi } from '@/mocks/db/sessions';
import { handlers } from '@/mocks/handlers';
import { TEST_ORIGIN } from '@/mocks/testing/mock-api-client';
import { lendHtmlWindow } from './node-html';

lendHtmlWindow();
// The tests' page is jsdom's (vite.config.ts); files run in node have no location to fall back on.
configureMockApi({ publicOrigin: TEST_ORIGIN });

/** The mock API inside vitest; latency defaults to 0 here. */
export const mockServer = setupServer(...handlers);

import type { SetupServer } from 'msw/node';
import { inject } from 'vitest';
import { createContractCheck } from '@/contract/contract-check';
import { getMockSession, MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';

const API_PATH = /^\/(?:api|apps|jwt)\//;
const CONTROL_PATH = /^\/__mock\//;

/**
 * Checks every answer the mock gives in vitest against the OpenAPI document (the control API's
 * against its own), so the mock cannot drift from it: an undocumented status, a missing field or
 * an extra one is a problem. A test that replaced a handler with its own answer is checking the
 * client against that answer, not the mock: its answers are not checked.
 */
export function watchContract(server: SetupServer) {
  // Generated once for the whole run (src/testing/global-setup.ts).
  const documents = inject('contractDocuments');
  const api = createContractCheck(documents.api);
  const control = createContractCheck(documents.control);
  let problems: string[] = [];
  let pending: Promise<void>[] = [];
  let ownHandlers = 0;

  const listener: Parameters<typeof server.events.on<'response:mocked'>>[1] = ({
    request,
    response,
  }) => {
    const { pathname } = new URL(request.url);
    const check = API_PATH.test(pathname) ? api : CONTROL_PATH.test(pathname) ? control : null;
    if (!check || server.listHandlers().length > ownHandlers) return;
    // A session told to get the API wrong (`POST /__mock/faults`) answers outside it on purpose.
    const cookie = new RegExp(`(?:^|;\\s*)${MOCK_SESSION_COOKIE}=([^;]*)`).exec(
      request.headers.get('cookie') ?? '',
    );
    if (getMockSession({ [MOCK_SESSION_COOKIE]: cookie?.[1] }).faults.length > 0) return;
    const { method, url } = request;
    // A stream of events never ends: its status is checked, its body is not read.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      problems.push(...check.checkAnswer({ method, url }, { status: response.status }));
      return;
    }
    const answer = response.clone();
    pending.push(
      answer.text().then((text: string) => {
        // An unknown path's 404 is the API's documented answer to any path it does not serve.
        if (!check.find(method, pathname) && answer.status === 404) return;
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          problems.push(`${method} ${pathname} → ${answer.status}: the answer is not JSON`);
          return;
        }
        problems.push(...check.checkAnswer({ method, url }, { status: answer.status, body }));
      }),
    );
  };
  server.events.on('response:mocked', listener);

  return {
    /** Stops watching (the end of a test file: the next file, in the same worker, watches anew). */
    stop() {
      server.events.removeListener('response:mocked', listener);
    },
    /** The number of handlers the mock has with nothing replaced (after the setup's own). */
    baseline() {
      ownHandlers = server.listHandlers().length;
    },
    /** Throws the problems seen since the last call, which fails the test that caused them. */
    async settle() {
      await Promise.all(pending);
      const seen = problems;
      problems = [];
      pending = [];
      if (seen.length > 0) {
        throw new Error(
          `The mock answered outside its contract (docs/openapi.json):\n${[...new Set(seen)].join('\n')}`,
        );
      }
    },
  };
}

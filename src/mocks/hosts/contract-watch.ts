import { apiDocument } from '@/contract/api-contract';
import { createContractCheck } from '@/contract/contract-check';
import { getMockSession, MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { recordContractProblems } from '@/mocks/lib/contract-problems';

const API_PATH = /^\/(?:api|apps|jwt)\//;

async function jsonOf(message: Request | Response): Promise<{ body?: unknown; problem?: string }> {
  // A stream of events is not JSON (the host hands over its status and headers only).
  if (message.headers.get('content-type')?.startsWith('text/event-stream')) return {};
  const text = await message.text();
  if (!text) return {};
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { problem: 'the body is not JSON' };
  }
}

/**
 * Checks each exchange the Node server has with a browser against the OpenAPI document: what the
 * app sent (query, body) and what the mock answered. Turned on for the end-to-end suite
 * (`MOCK_CONTRACT_CHECK=1`); the problems are kept by mock session and read by the fixtures
 * through `GET /__mock/contract-problems`. Requests a test sends itself (Playwright's request
 * client, which sends no `Sec-Fetch-Mode`) are not the app's: only their answers are checked.
 */
export function createContractWatch() {
  const check = createContractCheck(apiDocument());
  const watch = async (request: Request, response: Response, sessionCookie?: string) => {
    const { pathname } = new URL(request.url);
    if (!API_PATH.test(pathname)) return;
    const session = getMockSession({ [MOCK_SESSION_COOKIE]: sessionCookie });
    // A session told to get the API wrong (`POST /__mock/faults`) answers outside it on purpose.
    if (session.faults.length > 0) return;
    const problems: string[] = [];
    const label = `${request.method} ${pathname}`;
    const documented = check.find(request.method, pathname);
    if (!documented && response.status === 404) return;
    if (request.headers.has('sec-fetch-mode')) {
      const sent = await jsonOf(request);
      if (sent.problem) problems.push(`${label}: ${sent.problem}`);
      else
        problems.push(
          ...check.checkRequest({ method: request.method, url: request.url, body: sent.body }),
        );
    }
    const answered = await jsonOf(response);
    if (answered.problem) problems.push(`${label} → ${response.status}: ${answered.problem}`);
    else {
      problems.push(
        ...check.checkAnswer(
          { method: request.method, url: request.url },
          { status: response.status, body: answered.body },
        ),
      );
    }
    recordContractProblems(session, problems);
  };
  return (request: Request, response: Response, sessionCookie?: string) => {
    watch(request, response, sessionCookie).catch((error: unknown) => {
      console.error('[mock-api] the contract watch failed:', error);
    });
  };
}

import type { MockFault } from '@/apps/mock-api/api/mock-api-schemas';
import type { Endpoint } from '@/contract/endpoint';
import type { MockSession } from '@/mocks/db/sessions';
import { plainCopy } from '@/mocks/db/table-store';

/**
 * Behaviour faults: what a backend might get wrong, played by the mock on request
 * (`POST /__mock/faults`) so that `npm run contract` is shown to catch each. Off unless a session
 * turns them on; a reset turns them off.
 */
export function hasFault(session: Pick<MockSession, 'faults'>, fault: MockFault): boolean {
  return session.faults.includes(fault);
}

/** The request without the list's filter parameters, or null when it sends none. */
function withoutFilters(request: Request, endpoint: Endpoint): Request | null {
  const url = new URL(request.url);
  let removed = false;
  for (const { param } of endpoint.list?.filters ?? []) {
    for (const name of [param, `${param}[]`]) {
      if (url.searchParams.has(name)) {
        url.searchParams.delete(name);
        removed = true;
      }
    }
  }
  return removed ? new Request(url, request) : null;
}

async function jsonOf(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function withBody(response: Response, body: unknown, status = response.status): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status, headers });
}

/**
 * Runs a signed-in request to `endpoint` (the contract's, `endpointOf`) with the session's faults
 * applied around its resolver: a list that ignores its filters or counts the whole table, an
 * update answered but not saved, a create answering 200, a user answered without its email.
 */
export async function withFaults<Answer>(
  session: MockSession,
  request: Request,
  endpoint: Endpoint | undefined,
  resolve: (request: Request) => Promise<Answer>,
): Promise<Answer | Response> {
  if (session.faults.length === 0 || !endpoint) return resolve(request);

  let response: Answer | Response;
  const unfiltered = endpoint.list ? withoutFilters(request, endpoint) : null;
  if (unfiltered && hasFault(session, 'list-filters-ignored')) {
    response = await resolve(unfiltered);
  } else if (unfiltered && endpoint.list?.total && hasFault(session, 'list-total-unfiltered')) {
    response = await resolve(request);
    const whole = await resolve(unfiltered);
    if (response instanceof Response && whole instanceof Response) {
      const [body, wholeBody] = await Promise.all([jsonOf(response), jsonOf(whole)]);
      const key = endpoint.list.total;
      if (body && wholeBody && Object.hasOwn(wholeBody, key)) {
        response = withBody(response, { ...body, [key]: wholeBody[key] });
      }
    }
  } else if (endpoint.id.startsWith('update') && hasFault(session, 'update-not-saved')) {
    const before = plainCopy(session.db);
    response = await resolve(request);
    Object.assign(session.db, before);
  } else {
    response = await resolve(request);
  }

  if (!(response instanceof Response)) return response;
  if (endpoint.creates && response.status === 201 && hasFault(session, 'create-answers-200')) {
    return withBody(response, await jsonOf(response), 200);
  }
  if (hasFault(session, 'user-email-missing')) {
    const body = await jsonOf(response);
    const user = body?.user;
    if (body && typeof user === 'object' && user !== null && 'email' in user) {
      const { email: _email, ...rest } = user as Record<string, unknown>;
      return withBody(response, { ...body, user: rest });
    }
  }
  return response;
}

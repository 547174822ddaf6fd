// @vitest-environment node
import { HttpHandler } from 'msw';
import { getDemoSession } from '@/mocks/db/sessions';
import { handlers } from '@/mocks/handlers';
import { accessOf } from '@/mocks/lib/auth-guard';
import { callApi } from '@/mocks/testing/mock-api-client';

interface Endpoint {
  method: string;
  path: string;
  access: ReturnType<typeof accessOf>;
}

/** Every registered handler that is not marked public, as a method and a callable path. */
function guardedEndpoints(): Endpoint[] {
  return handlers.flatMap((handler) => {
    const access = accessOf(handler);
    if (access === 'public') return [];
    // A handler this test cannot call would escape it, so it fails here rather than pass unseen.
    if (!(handler instanceof HttpHandler)) throw new Error(`cannot call ${handler.info.header}`);
    const { method, path } = handler.info;
    if (typeof method !== 'string' || typeof path !== 'string' || !path.startsWith('*/')) {
      throw new Error(`cannot call ${handler.info.header}`);
    }
    return [{ method, path: path.slice(1).replaceAll(/:\w+/g, '1'), access }];
  });
}

/** A signed-in account whose role has no rules at all. */
async function tokenWithoutRules(): Promise<string> {
  const { status, body } = await callApi<{ accessToken: string; userData: { id: number } }>(
    '/jwt/register',
    { body: { username: 'no-rules', email: 'no-rules@example.com', password: 'secret12' } },
  );
  expect(status).toBe(200);
  const user = getDemoSession().db.users.find((candidate) => candidate.id === body.userData.id);
  if (!user) throw new Error('registered user missing');
  user.role = 'a role that does not exist';
  return body.accessToken;
}

function outcomeOf({ status, body }: { status: number; body: { message?: string } | null }) {
  if (status === 401) return 'unauthorized';
  if (status === 403) {
    return /^Cannot execute \w+ on \w+$/.test(body?.message ?? '') ? 'forbidden' : 'other 403';
  }
  return 'let in';
}

describe('every registered handler', () => {
  const endpoints = guardedEndpoints();

  it('is found, each app endpoint once', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(21);
    expect(endpoints.map(({ method, path }) => `${method} ${path}`)).toContain(
      'GET /api/users/list/data',
    );
  });

  it.each(endpoints)('$method $path refuses a missing token with 401', async ({ method, path }) => {
    expect(await callApi(path, { method })).toEqual({
      status: 401,
      body: { message: 'auth.errors.unauthorized' },
    });
  });

  it('refuses a role without the ability with 403, unless open to any signed-in user', async () => {
    const token = await tokenWithoutRules();
    const answers = await Promise.all(
      endpoints.map(async ({ method, path }) => ({
        method,
        path,
        outcome: outcomeOf(await callApi<{ message?: string } | null>(path, { method, token })),
      })),
    );
    expect(answers).toEqual(
      endpoints.map(({ method, path, access }) => ({
        method,
        path,
        outcome: access === 'any-signed-in-user' ? 'let in' : 'forbidden',
      })),
    );
  });
});

// @vitest-environment node
import { getResponse } from 'msw';
import { handlers } from '@/mocks/handlers';
import { callApi, signInAs, TEST_ORIGIN } from '@/mocks/testing/mock-api-client';

const page = (path: string) =>
  new Request(`${TEST_ORIGIN}${path}`, { headers: { accept: 'text/html,application/xhtml+xml' } });

describe('an API path no handler serves', () => {
  it('answers a call with a token with a JSON 404 in the error shape', async () => {
    const { accessToken } = await signInAs('admin');
    expect(await callApi('/apps/no-such-app/list?folder=inbox', { token: accessToken })).toEqual({
      status: 404,
      body: { message: 'errors.notFound' },
    });
    expect(await callApi('/api/nothing', { method: 'DELETE', token: accessToken })).toEqual({
      status: 404,
      body: { message: 'errors.notFound' },
    });
  });

  it('answers a call that asks for JSON, even without a token', async () => {
    // callApi sends `Accept: application/json`.
    expect(await callApi('/apps/no-such-app/items')).toEqual({
      status: 404,
      body: { message: 'errors.notFound' },
    });
  });

  it('leaves page navigations and non-API paths to the app', async () => {
    for (const path of ['/apps/todo', '/apps/users/3', '/apps/email/inbox', '/login']) {
      expect(await getResponse(handlers, page(path))).toBeUndefined();
    }
    const json = new Request(`${TEST_ORIGIN}/locales/en.json`, {
      headers: { accept: 'application/json' },
    });
    expect(await getResponse(handlers, json)).toBeUndefined();
  });

  it('keeps answering known endpoints as before', async () => {
    const { accessToken } = await signInAs('admin');
    expect((await callApi('/apps/todo/tasks', { token: accessToken })).status).toBe(200);
  });
});

// @vitest-environment jsdom
import { callApi, signInAs } from '@/mocks/testing/mock-api-client';

it('works under jsdom', async () => {
  const { accessToken, refreshToken } = await signInAs('admin');
  expect((await callApi('/api/bookmarks/data', { token: accessToken })).status).toBe(200);
  const rel = await fetch('/jwt/refresh-token', { method: 'POST', body: JSON.stringify({ refreshToken }) });
  expect(rel.status).toBe(200);
});

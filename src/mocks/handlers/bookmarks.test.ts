// @vitest-environment node
import * as z from 'zod/mini';
import {
  bookmarkSuggestionSchema,
  type BookmarkSuggestion,
} from '@/apps/bookmarks/api/bookmark-schemas';
import { apiDocument } from '@/contract/api-contract';
import { createContractCheck } from '@/contract/contract-check';
import { getDemoSession } from '@/mocks/db/sessions';
import { callApi, signInAs } from '@/mocks/testing/mock-api-client';

interface BookmarksData {
  suggestions: BookmarkSuggestion[];
  bookmarks: BookmarkSuggestion[];
}

describe('bookmarks', () => {
  it('requires a valid token', async () => {
    const unauthorized = { status: 401, body: { message: 'auth.errors.unauthorized' } };
    expect(await callApi('/api/bookmarks/data')).toEqual(unauthorized);
    expect(await callApi('/api/bookmarks/data', { token: 'not-a-jwt' })).toEqual(unauthorized);
    expect(await callApi('/api/bookmarks/update', { body: { id: 1 } })).toEqual(unauthorized);
  });

  it('lists the seeded suggestions and the four bookmarked ones', async () => {
    const { accessToken } = await signInAs('admin');
    const { status, body } = await callApi<BookmarksData>('/api/bookmarks/data', {
      token: accessToken,
    });
    expect(status).toBe(200);
    expect(z.array(bookmarkSuggestionSchema).parse(body.suggestions)).toHaveLength(16);
    expect(body.bookmarks.map((bookmark) => bookmark.link).toSorted()).toEqual([
      '/access-control',
      '/apps/calendar',
      '/apps/chat',
      '/apps/email',
      '/apps/todo',
    ]);
  });

  it('hides pages the user cannot read', async () => {
    const { accessToken } = await signInAs('client');
    const { body } = await callApi<BookmarksData>('/api/bookmarks/data', { token: accessToken });
    const subjects = new Set(body.suggestions.map((suggestion) => suggestion.subject));
    expect(subjects.has('User')).toBe(false);
    expect(subjects.has('Invoice')).toBe(false);
    expect(subjects.has('Todo')).toBe(true);
    const users = getDemoSession().db.bookmarks.find((row) => row.subject === 'User');
    const hidden = await callApi('/api/bookmarks/update', {
      token: accessToken,
      body: { id: users?.id },
    });
    expect(hidden.status).toBe(404);
  });

  it('flips isBookmarked and keeps it in the session database', async () => {
    const { accessToken } = await signInAs('admin');
    const kanban = getDemoSession().db.bookmarks.find((row) => row.link === '/apps/kanban');
    if (!kanban) throw new Error('kanban suggestion missing from the seed');
    const { status, body } = await callApi<BookmarkSuggestion>('/api/bookmarks/update', {
      token: accessToken,
      body: { id: kanban.id },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: kanban.id, isBookmarked: true });
    const data = await callApi<BookmarksData>('/api/bookmarks/data', { token: accessToken });
    expect(data.body.bookmarks.map((bookmark) => bookmark.id)).toContain(kanban.id);

    await callApi('/api/bookmarks/update', { token: accessToken, body: { id: kanban.id } });
    expect(getDemoSession().db.bookmarks.find((row) => row.id === kanban.id)?.isBookmarked).toBe(
      false,
    );
  });

  it('answers 404 for an unknown id and 400 without one', async () => {
    const { accessToken } = await signInAs('admin');
    expect(
      await callApi('/api/bookmarks/update', { token: accessToken, body: { id: 999 } }),
    ).toEqual({
      status: 404,
      body: { message: 'errors.notFound' },
    });
    const missing = await callApi('/api/bookmarks/update', { token: accessToken, body: {} });
    expect(missing).toEqual({
      status: 400,
      body: { message: 'validation.failed', errors: { id: ['validation.required'] } },
    });
  });
});

describe('the specification client’s forms (axios)', () => {
  it('flips a bookmark whose id is sent as text', async () => {
    const { accessToken } = await signInAs('admin');
    const body = { id: '1' };
    const check = createContractCheck(apiDocument());
    expect(check.checkRequest({ method: 'POST', url: '/api/bookmarks/update', body })).toEqual([]);
    const before = getDemoSession().db.bookmarks.find((row) => row.id === 1)?.isBookmarked;
    const { status, body: answer } = await callApi<BookmarkSuggestion>('/api/bookmarks/update', {
      token: accessToken,
      body,
    });
    expect(status).toBe(200);
    expect(answer).toMatchObject({ id: 1, isBookmarked: !before });
  });
});

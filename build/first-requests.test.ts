import { waitFor } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import * as firstRequests from '@/app/first-requests';
import { createAppRouter } from '@/app/router';
import { signedInLoader } from '@/app/router-context';
import { mockServer } from '@/mocks/hosts/node';
import { signInAs } from '@/testing/render-route';
import { firstRequestsOf } from './first-requests';

/** A page's plain URL from its file under src/routes (`_authenticated/apps/users/index`). */
const pathOf = (route: string) =>
  `/${route
    .split('/')
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .join('/')}`;

describe("the pages' first requests", () => {
  let found: Map<string, string[]>;
  beforeAll(async () => {
    found = await firstRequestsOf(async () => firstRequests);
  });

  it("are built by the queries' own functions, for every page listed", () => {
    // The example, written out: the users list's plain URL asks for its first page.
    expect(found.get('_authenticated/apps/users/index')).toEqual([
      'api/users/list/data?page=1&perPage=10&sort=asc',
    ]);
    expect(found.get('_authenticated/apps/kanban/index')).toEqual([
      'apps/kanban/boards',
      'apps/kanban/tasks',
    ]);
    expect([...found.keys()]).toEqual([...firstRequests.firstQueries.keys()]);
  });

  it.each([...firstRequests.firstQueries.keys()])(
    'are what %s asks for when opened',
    async (route) => {
      await signInAs('admin');
      const seen: string[] = [];
      const listener = ({ request }: { request: Request }) => void seen.push(request.url);
      mockServer.events.on('request:start', listener);
      try {
        const router = createAppRouter(
          signedInLoader(),
          createMemoryHistory({ initialEntries: [pathOf(route)] }),
        );
        await router.load();
        const expected = (found.get(route) ?? []).map(
          (path) => `${window.location.origin}/${path}`,
        );
        expect(expected).not.toHaveLength(0);
        await waitFor(() => expect(seen).toEqual(expect.arrayContaining(expected)));
      } finally {
        mockServer.events.removeListener('request:start', listener);
      }
    },
  );
});

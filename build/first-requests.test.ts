import { waitFor } from '@testing-library/react';
import { createMemoryHistory, isRedirect } from '@tanstack/react-router';
import * as firstRequests from '@/app/first-requests';
import { createAppRouter } from '@/app/router';
import { signedInLoader } from '@/app/router-context';
import { buildAbility } from '@/lib/ability/ability';
import type { Subject } from '@/lib/ability/ability-schemas';
import { loadConfig } from '@/lib/config';
import type { EarlyRoute } from '@/lib/early/early-requests';
import { featureIds } from '@/lib/features/feature-ids';
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
  let found: Map<string, EarlyRoute>;
  beforeAll(async () => {
    found = await firstRequestsOf(async () => firstRequests);
  });

  it("are built by the queries' own functions, for every page listed", () => {
    // The example, written out: the users list's plain URL asks for its first page.
    expect(found.get('_authenticated/apps/users/index')).toEqual({
      requests: ['api/users/list/data?page=1&perPage=10&sort=asc'],
      features: ['users'],
      subject: 'User',
      action: 'read',
    });
    expect(found.get('_authenticated/apps/kanban/index')?.requests).toEqual([
      'apps/kanban/boards',
      'apps/kanban/tasks',
    ]);
    // A page inside another feature's pages needs that one served too.
    expect(found.get('_authenticated/dashboards/ecommerce')?.features).toEqual([
      'ecommerce-dashboard',
      'ecommerce',
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
        const expected = (found.get(route)?.requests ?? []).map(
          (path) => `${window.location.origin}/${path}`,
        );
        expect(expected).not.toHaveLength(0);
        await waitFor(() => expect(seen).toEqual(expect.arrayContaining(expected)));
      } finally {
        mockServer.events.removeListener('request:start', listener);
      }
    },
  );

  // The early script starts a page's requests only where the table says its route's guard lets
  // it open: the feature, subject and action written are the ones the route checks.
  describe.each([...firstRequests.firstQueries.keys()])("%s's guard", (route) => {
    const guard = () => {
      const router = createAppRouter(signedInLoader(), createMemoryHistory());
      const page = Object.values(router.routesById).find(
        (candidate) => candidate.id.replace(/^\//, '').replace(/\/$/, '/index') === route,
      );
      const beforeLoad = page?.options.beforeLoad as
        ((match: { context: { ability: ReturnType<typeof buildAbility> } }) => unknown) | undefined;
      if (!beforeLoad) throw new Error(`${route}: no route with a guard`);
      return (rules: Parameters<typeof buildAbility>[0]) => {
        try {
          beforeLoad({ context: { ability: buildAbility(rules) } });
          return 'opens';
        } catch (error) {
          if (isRedirect(error)) return 'refused';
          throw error;
        }
      };
    };
    afterEach(async () => {
      await loadConfig(Promise.resolve(new Response(null, { status: 404 })));
    });

    it('opens with the action on the subject granted, and not without', () => {
      const { action, subject } = found.get(route) as EarlyRoute;
      const check = guard();
      expect(check([{ action, subject }])).toBe('opens');
      expect(
        check([
          { action: 'manage', subject: 'all' },
          { action, subject, inverted: true },
        ]),
      ).toBe('refused');
      const others = ['Auth', 'MockApi'].filter((other) => other !== subject) as Subject[];
      expect(check([{ action: 'manage', subject: others }])).toBe('refused');
    });

    it('is refused where config.json leaves out any of its features', async () => {
      const { action, subject, features } = found.get(route) as EarlyRoute;
      const check = guard();
      await loadConfig(Promise.resolve(Response.json({ features })));
      expect(check([{ action, subject }])).toBe('opens');
      for (const left of features) {
        await loadConfig(
          Promise.resolve(Response.json({ features: featureIds.filter((id) => id !== left) })),
        );
        expect(check([{ action, subject }])).toBe('refused');
      }
    });
  });
});

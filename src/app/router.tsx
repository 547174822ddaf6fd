import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { LoadingScreen } from '@/components/feedback/loading-screen';
import { NotFoundPage } from '@/components/feedback/not-found-page';
import { session } from '@/lib/session/session';
import type { SignedInLoader } from './router-context';

/**
 * `signedIn` gives the signed-in pages their query cache and ability (`signedInLoader`);
 * `history` is for tests (memory history), the browser's is the default.
 */
export function createAppRouter(signedIn: SignedInLoader, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { session, signedIn },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: LoadingScreen,
    defaultPendingMs: 200,
    // The root keeps the full error page; a page's own failure shows inside the layout. Loaded
    // when first needed, so the sign-in page does not carry it; if it cannot load, the root's
    // error page shows.
    defaultErrorComponent: lazyRouteComponent(
      () => import('@/components/feedback/route-error'),
      'RouteError',
    ),
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
    // A search parameter no route validates (a link's `?lng=`, read once by i18next at boot, or
    // a campaign's `utm_source`) leaves the URL as the page opens: every route's search then holds
    // its own parameters only, and a list page never sends the others to the API (an undocumented
    // query parameter, which a strict backend refuses) nor asks again for what its loader asked.
    search: { strict: true },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/routeTree.gen';
import { LoadingScreen } from '@/components/feedback/loading-screen';
import { NotFoundPage } from '@/components/feedback/not-found-page';
import { ability } from '@/lib/ability/current-ability';
import { session } from '@/lib/session/session';

/** `history` is for tests (memory history); the browser's is the default. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, session, ability },
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
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

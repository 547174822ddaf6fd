import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { ErrorPage } from '@/components/feedback/error-page';
import { LoadingScreen } from '@/components/feedback/loading-screen';
import { NotFoundPage } from '@/components/feedback/not-found-page';
import { i18next } from '@/lib/i18n/i18n';
import { loadTranslationsFor } from '@/lib/i18n/translation-parts';
import { preloadPageFiles } from '@/lib/router/page-files';

export const Route = createRootRouteWithContext<RouterContext>()({
  // A page's code and strings before it renders, and on intent: its files as the route table
  // lists them, and the language file's part for that page, in a production build
  // (src/lib/router/page-files.ts, src/lib/i18n/translation-parts.ts).
  beforeLoad: ({ location }) => {
    preloadPageFiles(location.pathname);
    return loadTranslationsFor(location.pathname, i18next);
  },
  component: Outlet,
  pendingComponent: LoadingScreen,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
});

import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { ErrorPage } from '@/components/feedback/error-page';
import { LoadingScreen } from '@/components/feedback/loading-screen';
import { NotFoundPage } from '@/components/feedback/not-found-page';
import { i18next } from '@/lib/i18n/i18n';
import { loadTranslationsFor } from '@/lib/i18n/translation-parts';

export const Route = createRootRouteWithContext<RouterContext>()({
  // A page's strings before it renders (and on intent, with its code): the language file's part
  // for that page in a production build (src/lib/i18n/translation-parts.ts).
  beforeLoad: ({ location }) => loadTranslationsFor(location.pathname, i18next),
  component: Outlet,
  pendingComponent: LoadingScreen,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
});

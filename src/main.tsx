// Mantine's global sheets; each component's own comes with the module that imports it
// (build/mantine-css.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/app.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './app/app-providers';
import { createAppRouter } from './app/router';
import { signedInLoader } from './app/router-context';
import { unregisterStaleServiceWorkers } from './app/service-workers';
import { handleSessionEnd } from './app/session-end';
import { loadConfig, requestConfig } from './lib/config';
import { i18next, startI18n } from './lib/i18n/i18n';

async function boot() {
  // index.html asked for config.json before any module loaded; ask here where it did not.
  const configLoaded = loadConfig(window.configResponse ?? requestConfig());
  await unregisterStaleServiceWorkers();
  if (import.meta.env.VITE_MOCK_HOST === 'worker') {
    const { startMockWorker } = await import('./mocks/hosts/browser');
    await startMockWorker();
  }
  // Nothing calls the API before the router starts, so config.json is waited for only here.
  await Promise.all([startI18n(), configLoaded]);
  // A page's first `Intl.NumberFormat` loads the browser's number data (11 ms here, four times
  // that on a phone; later ones take 0.2 ms): done now in a task of its own, while the page's code
  // and data are on their way, not in the task that renders its first rows.
  window.setTimeout(() => new Intl.NumberFormat(i18next.resolvedLanguage).format(0));

  const signedIn = signedInLoader();
  const router = createAppRouter(signedIn);
  handleSessionEnd(router, signedIn);

  // The opened page's route, data and code before the first render: rendered earlier, the router
  // drew nothing until they came, and the loading screen gave way to a blank page (130 ms on a
  // throttled phone), then the layout, then the page.
  await router.load();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // The first render at transition priority: React cuts it into short tasks instead of one long
  // one (the loading screen in index.html stays until it commits).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void boot();

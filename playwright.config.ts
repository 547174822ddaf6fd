import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, devices, chromium } from '@playwright/test';
import { headlessBrowserPath } from './scripts/lib/system-browser.mjs';

const isCI = !!process.env.CI;
// E2E_PORT and E2E_DIST let several suites run side by side (each on its own build and port).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';
const preview = `npx vite preview --outDir ${DIST} --port ${PORT} --strictPort`;
const built = existsSync(resolve(DIST, 'index.html'));
// E2E_BASE_URL: a server already running (started once, reused run after run; docs/qa-guide.md).
// Playwright then starts none and E2E_PORT and E2E_DIST are not used.
const BASE_URL = process.env.E2E_BASE_URL;

/** Use Playwright's own chromium when installed, else the system one (see scripts/test.mjs). */
function hasManagedChromium(): boolean {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

const systemChromium = {
  executablePath: headlessBrowserPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
};

const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  ...(hasManagedChromium() ? {} : { launchOptions: systemChromium }),
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  // A flow waits (a page, a debounce, an undo window) more than it computes: on two cores three
  // workers keep the CPU busy. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  use: {
    baseURL: BASE_URL ?? `http://localhost:${PORT}`,
    // Recording a trace for every test cost the suite about a sixth of its time: a failed test
    // records one when it runs again (CI retries once), or locally with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The browser asks for reduced motion, a setting the app honours (Mantine's transitions and
    // sonner's slides are off): a click never waits for a drawer or a menu group still moving, and
    // the suite draws fewer frames on a busy machine.
    reducedMotion: 'reduce',
  },
  // The flows, and the accessibility checks of every page and state in a project of their own
  // (`--project=flows` while writing a flow, `--project=a11y` after a change of markup or colour).
  projects: [
    { name: 'flows', testIgnore: /\.a11y\.spec\.ts$/, use: browser },
    { name: 'a11y', testMatch: /\.a11y\.spec\.ts$/, use: browser },
  ],
  webServer: BASE_URL
    ? undefined
    : {
        // scripts/test.mjs builds first; build here only when there is nothing to preview.
        command: built
          ? preview
          : `npx tsr generate && npx vite build --outDir ${DIST} && ${preview}`,
        url: `http://localhost:${PORT}`,
        // Never a server of unknown settings (another run's, with latency or a stale build): a
        // taken port fails the run at once. To reuse a server on purpose, set E2E_BASE_URL.
        reuseExistingServer: false,
        env: { MOCK_LATENCY: '0', MOCK_PERSIST: '0', MOCK_CONTRACT_CHECK: '1' },
        timeout: 120_000,
      },
});

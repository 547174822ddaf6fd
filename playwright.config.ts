import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, devices, chromium } from '@playwright/test';

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
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
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
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        ...(hasManagedChromium() ? {} : { launchOptions: systemChromium }),
      },
    },
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

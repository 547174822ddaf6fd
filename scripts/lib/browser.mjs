// A production build served by `vite preview`, a headless Chromium and a signed-in context: what
// the budgets (scripts/check-budgets.mjs) and the benchmark (scripts/bench.mjs) drive.
// Node built-ins and Playwright only.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { headlessBrowserPath } from './system-browser.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The demo accounts of the mock API's seed (src/mocks/seed/auth-seed.ts). */
export const accounts = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
};

/** Whether `url` answers 200; over HTTPS, the preview's self-signed certificate is accepted. */
function reachable(url) {
  const get = url.startsWith('https:') ? httpsGet : httpGet;
  return new Promise((resolve) => {
    const request = get(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}

/**
 * Starts `vite preview` on a build (mock API latency 0, nothing persisted); resolves once it
 * answers. With `url`, that running server is used instead. `http2`: over HTTP/2 and TLS, as a
 * production host serves the build (scripts/lib/preview-http2.config.mjs); a browser driving it
 * must accept its self-signed certificate. Otherwise HTTP/1.1, as `npm start` serves it.
 */
export async function startPreview({ dist = 'dist', port = 4183, url = null, http2 = false } = {}) {
  if (url) {
    if (!(await reachable(url))) throw new Error(`${url} does not answer`);
    return { url, stop: () => {} };
  }
  if (!existsSync(path.join(ROOT, dist, 'index.html'))) {
    throw new Error(`${dist}/index.html not found: build first (npm run build)`);
  }
  // Vite's own CLI under node (not npx), so stopping the child stops the server.
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--outDir',
      dist,
      '--port',
      String(port),
      '--strictPort',
      ...(http2 ? ['--config', path.join(ROOT, 'scripts/lib/preview-http2.config.mjs')] : []),
    ],
    { cwd: ROOT, env: { ...process.env, MOCK_LATENCY: '0', MOCK_PERSIST: '0' }, stdio: 'ignore' },
  );
  const served = `${http2 ? 'https' : 'http'}://localhost:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (await reachable(served)) return { url: served, stop: () => child.kill() };
    if (child.exitCode !== null) break;
    await sleep(500);
  }
  child.kill();
  throw new Error(`vite preview did not answer on ${served}`);
}

/** Playwright's chromium when installed, else the system one (as playwright.config.ts does). */
export async function launchBrowser(args = []) {
  try {
    if (existsSync(chromium.executablePath())) return await chromium.launch({ args });
  } catch {
    // Fall through to the system browser.
  }
  return chromium.launch({
    executablePath: headlessBrowserPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...args,
    ],
  });
}

/**
 * A browser context with a mock database of its own (`seed`: 'demo' or 'large'), signed in as
 * `role` through the API when one is given (the session written to localStorage before the app
 * starts, as a returning user has it), without the live-event stream unless `liveEvents`.
 */
export async function newContext(
  browser,
  baseURL,
  { role = null, seed = null, liveEvents = false, ...options } = {},
) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  // The live-event stream (GET /api/events) stays open as long as the page: with it the network
  // is never quiet, so a measure waiting for that would wait for ever. Refused unless asked for
  // (the live bench); the app retries it later, which only adds work to what is measured.
  if (!liveEvents) await context.route('**/api/events', (stream) => stream.abort());
  await context.addCookies([{ name: 'mock-session', value: randomUUID(), url: baseURL }]);
  if (seed) {
    const reset = await context.request.post('/__mock/reset', { data: { seed } });
    if (!reset.ok()) throw new Error(`POST /__mock/reset answered ${reset.status()}`);
  }
  if (role) {
    const login = await context.request.post('/jwt/login', { data: accounts[role] });
    if (!login.ok()) throw new Error(`signing in as ${role} answered ${login.status()}`);
    const auth = await login.json();
    await context.addInitScript((session) => {
      window.localStorage.setItem('userData', JSON.stringify(session.userData));
      window.localStorage.setItem('accessToken', session.accessToken);
      window.localStorage.setItem('refreshToken', session.refreshToken);
    }, auth);
  }
  return context;
}

// The system browsers the project drives when Playwright has none of its own: Debian's packages.
// Node built-ins only: scripts/ensure-browser.mjs reads it before node_modules exists.
import { existsSync } from 'node:fs';

/** Debian's `chromium`: the whole browser. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell`: the browser without its window, which Playwright's own
 * headless runs use. The end-to-end suite runs about a fifth faster on it than on the whole
 * browser, which draws every page as if on a screen.
 */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** For headless runs (tests, budgets): `CHROMIUM_PATH`, else the shell when installed, else chromium. */
export function headlessBrowserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : SYSTEM_CHROMIUM;
}

/** For what needs the whole browser (Lighthouse): `CHROMIUM_PATH`, else chromium. */
export function fullBrowserPath() {
  return process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUM;
}

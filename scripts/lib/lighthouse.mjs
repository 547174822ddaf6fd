// Lighthouse performance scores of the production build, mobile and desktop, with the demo
// session in storage for signed-in routes. Lighthouse drives its own Chromium (chrome-launcher):
// Playwright's is used when installed, else the system one.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { connect } from 'puppeteer-core';
import { accounts } from './browser.mjs';
import { fullBrowserPath } from './system-browser.mjs';

function chromePath() {
  try {
    if (existsSync(chromium.executablePath())) return chromium.executablePath();
  } catch {
    // Fall through to the system browser.
  }
  return fullBrowserPath();
}

const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The HTTP/2 preview's certificate is self-signed (scripts/lib/preview-http2.config.mjs).
  '--ignore-certificate-errors',
];

/** The largest paint's element, as its selector and the start of its markup. */
function lcpElement(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const node = table?.items?.[0]?.node;
  if (!node) return '';
  return `${node.selector ?? ''} ${String(node.snippet ?? '').slice(0, 80)}`.trim();
}

/**
 * One Lighthouse performance run of `baseURL + route.path` (`formFactor` 'mobile' or 'desktop'),
 * in a fresh browser (`applied`: with applied throttling, see below). Returns `{ score, tbt, lcp, fcp, lcpElement, lhr }` (score 0–100, times
 * in ms; `lcpElement` the largest paint's element as Lighthouse quotes it, `lhr` the whole report
 * for a closer look: its 'bootup-time', 'long-tasks' and 'mainthread-work-breakdown' audits).
 */
export async function lighthouseRun(baseURL, route, formFactor, { applied = false } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: flags });
  try {
    const browser = await connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (route.role) {
      // Signed in from a page of the origin with nothing to load, which keeps the session in its
      // storage (the browser, not Node, so the preview's certificate is accepted).
      await page.goto(new URL('/robots.txt', baseURL).href);
      const signedIn = await page.evaluate(async (account) => {
        const login = await fetch('/jwt/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(account),
        });
        if (!login.ok) return login.status;
        const auth = await login.json();
        localStorage.setItem('userData', JSON.stringify(auth.userData));
        localStorage.setItem('accessToken', auth.accessToken);
        localStorage.setItem('refreshToken', auth.refreshToken);
        return login.status;
      }, accounts[route.role]);
      if (signedIn !== 200) throw new Error(`signing in as ${route.role} answered ${signedIn}`);
    }
    const result = await lighthouse(
      new URL(route.path, baseURL).href,
      {
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
        // The live stream (opened once the page is idle) never ends: Lighthouse would wait its
        // 45 s for the network to fall quiet on every signed-in run. Blocked, a run takes 17 s;
        // the app retries it later, which only adds work to what is measured.
        blockedUrlPatterns: ['*/api/events*'],
        // Applied: the browser's network and CPU are slowed for real (Chrome's own throttling)
        // and the figures are what it observed, instead of Lighthouse's simulation from an
        // unthrottled load.
        ...(applied ? { throttlingMethod: 'devtools' } : {}),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
      page,
    );
    const { lhr } = result;
    await browser.disconnect();
    if (route.role && new URL(lhr.finalDisplayedUrl).pathname !== route.path) {
      throw new Error(`${route.path} ended on ${lhr.finalDisplayedUrl}: not signed in?`);
    }
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      tbt: lhr.audits['total-blocking-time'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcpElement: lcpElement(lhr),
      lhr,
    };
  } finally {
    chrome.kill();
  }
}

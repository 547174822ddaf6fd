import { setupWorker } from 'msw/browser';
import { fromSnapshot, toSnapshot } from '@/mocks/db/database';
import {
  configureMockApi,
  getDemoSession,
  MOCK_SESSION_COOKIE,
  restoreDemoDatabase,
} from '@/mocks/db/sessions';
import { handlers } from '@/mocks/handlers';
import { clockNow } from '@/mocks/lib/clock';

const STORAGE_KEY = 'mock-api:demo';
const DEMO_LATENCY_MS = 150;

function hasSessionCookie(): boolean {
  return document.cookie.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === MOCK_SESSION_COOKIE && Boolean(value);
  });
}

function loadDemo(): void {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const restored = raw ? fromSnapshot(JSON.parse(raw)) : null;
    if (restored) restoreDemoDatabase(restored.db, restored.seed, restored.clockAt);
  } catch {
    // Storage unavailable or corrupt: the demo starts from the seed.
  }
}

let saveTimer: ReturnType<typeof setTimeout> | null = null;
function scheduleSave(): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    saveTimer = null;
    const session = getDemoSession();
    try {
      localStorage.setItem(
        STORAGE_KEY,
        JSON.stringify(toSnapshot(session.db, session.seed, clockNow(session.clock))),
      );
    } catch {
      // Quota exceeded or storage disabled: the demo still works, it just will not survive a reload.
    }
  }, 300);
}

/** Runs the mock API in a service worker, for the static build that has no server. */
export async function startMockWorker(): Promise<void> {
  // The worker serves the page's own origin: the mailed links lead back to it.
  configureMockApi({ defaultLatencyMs: DEMO_LATENCY_MS, publicOrigin: window.location.origin });
  loadDemo();
  const worker = setupWorker(...handlers);
  // Mirrors the demo database after writes so that it survives a reload, like the server's file.
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && !hasSessionCookie())
      scheduleSave();
  });
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    quiet: true,
  });
}

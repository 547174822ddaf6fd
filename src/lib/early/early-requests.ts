/**
 * The early script's work (docs/architecture.md, "Boot"): index.html loads it, when a session is
 * stored, beside the config file and before the framework, and it starts the opened page's first
 * API requests, which the route table lists per page (`requests`, written by the build from the
 * page's own query functions: build/first-requests.ts). The app's HTTP client adopts an answer
 * once (`early-answers.ts`). It imports nothing: its file is every signed-in page's first script,
 * and a module shared with the app would tie it to the app's chunks.
 */

/** One request started early, by its URL in `EarlyRequests`. */
export type EarlyRequest = {
  /** The access token it was sent with. */
  token: string;
  /** `performance.now()` when it was sent. */
  startedAt: number;
  /** The answer, or null when none came (offline, a refused CORS answer). */
  response: Promise<Response | null>;
};

/** What the early script leaves for the app: `window.earlyRequests`. */
export type EarlyRequests = Map<string, EarlyRequest>;

/** The route table's element in index.html (`ROUTE_TABLE_ID`, src/lib/i18n/translation-parts.ts). */
export const EARLY_TABLE_ID = 'route-table';

/** What the early script reads of the page; `window` in a browser. */
export type EarlyPage = {
  location: { origin: string; search: string };
  localStorage: { getItem: (key: string) => string | null };
  document: { getElementById: (id: string) => { textContent: string | null } | null };
  configResponse?: Promise<Response | null>;
  bootRoute?: number;
  fetch: typeof fetch;
  performance: { now: () => number };
  earlyRequests?: EarlyRequests;
};

/** The route table's part the script reads (src/lib/i18n/translation-parts.ts's `RouteTable`). */
type Table = { routes: [string, number[], number[], string[]?][] };

/**
 * The API's base as the app's client makes it (`apiUrl`, else the page's origin, then `/`), from
 * config.json's answer where it names one, else the build's.
 */
async function apiBase(page: EarlyPage, buildApiUrl: string): Promise<string | null> {
  let apiUrl = buildApiUrl;
  const answer = await page.configResponse;
  if (answer?.ok) {
    const file: unknown = await answer.clone().json();
    const named =
      typeof file === 'object' && file !== null ? Reflect.get(file, 'apiUrl') : undefined;
    if (named !== undefined) {
      if (typeof named !== 'string' || !/^(https?:\/\/|$)/.test(named)) return null;
      apiUrl = named;
    }
  }
  return `${apiUrl || page.location.origin}`.replace(/\/?$/, '/');
}

/**
 * The requests the opened page asks for first, started now; none for a URL with a search (its
 * first request depends on the search, which only the app's schemas read), none signed out.
 * Returns what it started (also left in `page.earlyRequests`).
 */
export async function startEarlyRequests(
  page: EarlyPage,
  buildApiUrl: string,
): Promise<EarlyRequests> {
  const started: EarlyRequests = new Map();
  page.earlyRequests = started;
  // The app's `accessToken` (src/lib/session/session.ts's `sessionKeys`).
  const token = page.localStorage.getItem('accessToken');
  const text = page.document.getElementById(EARLY_TABLE_ID)?.textContent;
  const paths =
    token && text && page.location.search === '' && page.bootRoute !== undefined
      ? ((JSON.parse(text) as Table).routes[page.bootRoute]?.[3] ?? [])
      : [];
  if (!token || paths.length === 0) return started;
  const base = await apiBase(page, buildApiUrl);
  if (base === null) return started;
  for (const path of paths) {
    const url = base + path;
    // The headers the app's client sends with a read (src/lib/http/http.ts; ky's `.json()`).
    const response = page
      .fetch(url, {
        credentials: 'same-origin',
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      })
      .catch(() => null);
    started.set(url, { token, startedAt: page.performance.now(), response });
  }
  return started;
}

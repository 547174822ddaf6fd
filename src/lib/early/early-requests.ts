/**
 * The early script's work (docs/architecture.md, "Boot"): index.html loads it, when a session is
 * stored, beside the config file and before the framework, and it starts the opened page's first
 * API requests, which the route table lists per page (`EarlyRoute`, written by the build from the
 * page's own query functions and its route's guard: build/first-requests.ts). The app's HTTP
 * client adopts an answer once (`early-answers.ts`). It imports nothing (types only): its file is
 * every signed-in page's first script, and a module shared with the app would tie it to the app's
 * chunks.
 *
 * It asks only for what the app is sure to ask for itself: the route's guard would let the page
 * open (its features served, its action granted by the stored rules plainly). Where it cannot tell
 * (a rule with conditions, fields or a `cannot` on the subject, a config file it does not read as
 * the app does), it asks for nothing and the app asks as usual.
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

/**
 * A page's entry for the early script in the route table (src/lib/i18n/translation-parts.ts's
 * `RouteTable`): its first requests and what its route's guard (`requireAbility`) checks.
 */
export type EarlyRoute = {
  /** The requests its plain URL asks for first, relative to the API's base. */
  requests: string[];
  /** Its manifest's feature and the features that one needs (`featureRequirements`). */
  features: string[];
  /** The CASL subject and action its route requires. */
  subject: string;
  action: string;
};

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

/** The route table's part the script reads. */
type Table = { routes: [string, number[], number[], EarlyRoute?][] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A rule's `action` or `subject`: a name or a list of names (`abilityRuleSchema`). */
const names = (value: unknown): string[] | null => {
  const list = Array.isArray(value) ? (value as unknown[]) : [value];
  return list.length > 0 && list.every((name) => typeof name === 'string' && name !== '')
    ? (list as string[])
    : null;
};

/**
 * Whether the stored rules (`userData.ability`) grant `action` on `subject` plainly: a rule for
 * it (or `manage`, `all`) with no conditions and no fields, and no rule for it that is inverted
 * or narrowed. False when unsure: the app's CASL ability decides then, and asks itself.
 */
export function grantsPlainly(rules: unknown, action: string, subject: string): boolean {
  if (!Array.isArray(rules)) return false;
  let granted = false;
  for (const rule of rules as unknown[]) {
    const actions = isObject(rule) ? names(rule.action) : null;
    const subjects = isObject(rule) ? names(rule.subject) : null;
    if (!isObject(rule) || !actions || !subjects) return false;
    const applies =
      (actions.includes(action) || actions.includes('manage')) &&
      (subjects.includes(subject) || subjects.includes('all'));
    if (!applies) continue;
    if (rule.inverted || rule.conditions !== undefined || rule.fields !== undefined) return false;
    granted = true;
  }
  return granted;
}

/**
 * The stored session's rules when the app will read the session as signed in (the three keys,
 * `userData` of the app's shape: src/lib/session/session.ts, `userDataSchema`); else null.
 */
function storedRules(page: EarlyPage): unknown[] | null {
  try {
    const user: unknown = JSON.parse(page.localStorage.getItem('userData') ?? 'null');
    if (!page.localStorage.getItem('refreshToken') || !isObject(user)) return null;
    const { id, ability, language } = user;
    const texts = ['fullName', 'username', 'email', 'avatar', 'role'];
    return Number.isInteger(id) &&
      texts.every((key) => typeof user[key] === 'string') &&
      (language === undefined || language === null || typeof language === 'string') &&
      Array.isArray(ability)
      ? ability
      : null;
  } catch {
    return null;
  }
}

const httpBase = (value: unknown) => typeof value === 'string' && /^(https?:\/\/|$)/.test(value);

/**
 * config.json's fields as the app will use them (src/lib/config.ts), or null when unsure: a file
 * the app refuses leaves the build's settings in force, so one with a field it does not know or
 * a value of the wrong kind is not read here. No file, or no answer: the build's.
 */
async function configFile(
  page: EarlyPage,
): Promise<{ apiUrl?: unknown; features?: unknown } | null> {
  const answer = await page.configResponse;
  if (!answer?.ok) return {};
  const file: unknown = await answer.clone().json();
  if (!isObject(file)) return null;
  const { apiUrl, auth, features } = file;
  const known = Object.keys(file).every((key) => ['apiUrl', 'auth', 'features'].includes(key));
  const authOk =
    auth === undefined ||
    (isObject(auth) &&
      Object.entries(auth).every(([key, value]) =>
        key === 'host'
          ? httpBase(value)
          : key.endsWith('Endpoint') && typeof value === 'string' && value.startsWith('/'),
      ));
  const featuresOk =
    features === undefined ||
    (Array.isArray(features) && features.every((id) => typeof id === 'string'));
  return known && authOk && featuresOk && (apiUrl === undefined || httpBase(apiUrl)) ? file : null;
}

/**
 * The requests the opened page asks for first, started now; none for a URL with a search (its
 * first request depends on the search, which only the app's schemas read), none signed out, none
 * for a page the route's guard may refuse (`EarlyRoute`). Returns what it started (also left in
 * `page.earlyRequests`).
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
  const route =
    token && text && page.location.search === '' && page.bootRoute !== undefined
      ? (JSON.parse(text) as Table).routes[page.bootRoute]?.[3]
      : undefined;
  if (!token || !route || !grantsPlainly(storedRules(page), route.action, route.subject)) {
    return started;
  }
  const file = await configFile(page);
  const declared = file?.features as string[] | undefined;
  if (!file || (declared && !route.features.every((feature) => declared.includes(feature)))) {
    return started;
  }
  // The app's client: `apiUrl`, else the page's origin, then `/`.
  const base = `${(file.apiUrl as string | undefined) ?? buildApiUrl}` || page.location.origin;
  for (const path of route.requests) {
    const url = base.replace(/\/?$/, '/') + path;
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

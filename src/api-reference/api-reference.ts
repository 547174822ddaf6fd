// The API reference page (api-reference.html, a second Vite entry; docs/api-reference.md). It
// imports nothing of the dashboard, so that no byte of it reaches the dashboard's chunks: the
// renderer is Scalar's prebuilt bundle, loaded from this page only.
import type { createApiReference } from '@scalar/api-reference';
import scalarBundleUrl from '@scalar/api-reference/browser/standalone.js?url';
import './api-reference.css';

type Configuration = NonNullable<Parameters<typeof createApiReference>[1]>;

declare global {
  interface Window {
    /** Set by Scalar's bundle. */
    Scalar?: { createApiReference: typeof createApiReference };
  }
}

/** The two documents the mock serves (docs/api.md); `?doc=` picks one. */
const documents = {
  api: { title: 'Admin dashboard API', path: 'api/openapi.json' },
  'mock-control': { title: 'Mock API control (test tooling)', path: '__mock/openapi.json' },
} as const;
type DocumentSlug = keyof typeof documents;

function isDocumentSlug(value: string | null): value is DocumentSlug {
  return value !== null && Object.hasOwn(documents, value);
}

/**
 * Where the API lives: config.json's `apiUrl` (docs/running.md), else this origin. Read
 * here without the dashboard's `src/lib/config.ts`, which would share a chunk with the dashboard.
 */
async function apiBase(): Promise<string> {
  const sameOrigin = import.meta.env.BASE_URL;
  try {
    const answer = await fetch(`${sameOrigin}config.json`, { cache: 'no-cache' });
    if (!answer.ok || !(answer.headers.get('content-type') ?? '').includes('json')) {
      return sameOrigin;
    }
    const file: unknown = await answer.json();
    const apiUrl =
      typeof file === 'object' && file !== null && 'apiUrl' in file ? file.apiUrl : undefined;
    return typeof apiUrl === 'string' && /^https?:\/\//.test(apiUrl)
      ? `${apiUrl.replace(/\/+$/, '')}/`
      : sameOrigin;
  } catch {
    return sameOrigin;
  }
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

/** The header's links: the open document is marked as the current page. */
function markCurrent(slug: DocumentSlug): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-doc]')) {
    if (link.dataset.doc === slug) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}

/**
 * Scalar's markup has three faults axe calls critical that none of its options or styles reach
 * (@scalar/api-reference 1.46.4): its sidebar buttons carry `aria-selected`, which a button may
 * not (the selected one becomes `aria-current`); its search button says `role="search"`, a
 * landmark that hides the button and its name; a code sample's "more clients" button sits in a
 * tab list without being a tab; its copy buttons have no name; and a tag's endpoint list may scroll
 * with nothing in it to focus. They are mended as Scalar
 * renders, so the page passes axe like every other screen (e2e/api-reference.spec.ts).
 */
function mendAccessibility(root: HTMLElement): void {
  const mend = () => {
    for (const button of root.querySelectorAll('button[aria-selected]:not([role="tab"])')) {
      const selected = button.getAttribute('aria-selected') === 'true';
      button.removeAttribute('aria-selected');
      if (selected) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    }
    for (const button of root.querySelectorAll('button[role="search"]')) {
      button.removeAttribute('role');
    }
    for (const button of root.querySelectorAll('[role="tablist"] button:not([role="tab"])')) {
      button.setAttribute('role', 'tab');
      button.setAttribute('aria-selected', 'false');
    }
    for (const button of root.querySelectorAll('button.scalar-code-copy:not([aria-label])')) {
      button.setAttribute('aria-label', 'Copy');
    }
    // A tag's list of endpoints can overflow with nothing in it to focus yet: focusable itself,
    // so that the keyboard can scroll it (axe scrollable-region-focusable).
    for (const list of root.querySelectorAll('ul[aria-label$=" endpoints"]:not([tabindex])')) {
      if (!list.querySelector('a[href], button, [tabindex]')) list.setAttribute('tabindex', '0');
    }
  };
  mend();
  new MutationObserver(mend).observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-selected', 'role'],
  });
}

async function start(): Promise<void> {
  const requested = new URLSearchParams(location.search).get('doc');
  const slug: DocumentSlug = isDocumentSlug(requested) ? requested : 'api';
  const chosen = documents[slug];
  markCurrent(slug);
  document.title = `${chosen.title} · API reference · Admin Dashboard`;
  const dark = document.documentElement.dataset.skin === 'dark';

  const [base] = await Promise.all([apiBase(), loadScript(scalarBundleUrl)]);
  const scalar = window.Scalar;
  const mount = document.getElementById('reference');
  if (!scalar || !mount) throw new Error("Scalar's bundle did not load");
  mount.replaceChildren();

  // Everything that would call outside this origin is off: the fonts (system fonts instead),
  // telemetry, the agent (on by default on localhost), the request client and its proxy, and
  // the developer toolbar (localhost only).
  const configuration: Configuration = {
    url: `${base}${chosen.path}`,
    slug,
    title: chosen.title,
    agent: { disabled: true },
    withDefaultFonts: false,
    telemetry: false,
    hideClientButton: true,
    hideTestRequestButton: true,
    showDeveloperTools: 'never',
    documentDownloadType: 'json',
    // The page follows the dashboard's skin; Scalar's own toggle would disagree with it.
    forceDarkModeState: dark ? 'dark' : 'light',
    darkMode: dark,
    hideDarkModeToggle: true,
    theme: 'default',
    favicon: `${import.meta.env.BASE_URL}logo.svg`,
  };
  scalar.createApiReference(mount, configuration);
  mendAccessibility(mount);
}

start().catch((error: unknown) => {
  console.error('[api-reference]', error);
  const mount = document.getElementById('reference');
  if (mount) {
    mount.innerHTML = '';
    const message = document.createElement('p');
    message.className = 'reference-loading';
    message.setAttribute('role', 'alert');
    message.textContent = 'The API reference could not be loaded. Reload the page to try again.';
    mount.append(message);
  }
});

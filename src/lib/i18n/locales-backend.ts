import type { BackendModule, ReadCallback } from 'i18next';

/** Where the translation files are served from: `public/locales/{lng}.json`. */
export function localesPath(base = import.meta.env.BASE_URL): string {
  return `${window.location.origin}${base}locales/{{lng}}.json`;
}

/** A 5xx, a timeout or no network may pass on a second try; a missing file or bad JSON will not. */
const mayPassLater = (status: number) => status >= 500 || status === 408 || status === 429;

async function readLanguage(url: string, callback: ReadCallback) {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    callback(error instanceof Error ? error : new Error(String(error)), true);
    return;
  }
  if (!response.ok) {
    callback(new Error(`${url}: ${response.status}`), mayPassLater(response.status));
    return;
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    callback(new Error(`${url}: not JSON`), false);
    return;
  }
  callback(null, data as Record<string, string>);
}

/**
 * Reads a language's file. The second argument of a failure tells i18next whether to try again
 * (`maxRetries`). What i18next-http-backend did here, in 2 KB less on every page
 * (docs/performance.md, "Sign-in").
 */
export const localesBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, _namespace, callback) {
    void readLanguage(localesPath().replace('{{lng}}', language), callback);
  },
};

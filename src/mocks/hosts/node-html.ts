import { createRequire } from 'node:module';
import type { JSDOM as JsdomClass } from 'jsdom';
import { setHtmlWindow } from '@/mocks/lib/html';

/**
 * On a server there is no DOM for the API's HTML sanitizer (DOMPurify): jsdom lends it one, made
 * the first time HTML is stored. Loaded then, not on import: every vitest file imports the node
 * host, and importing jsdom in each cost the suite a minute and a half. In a jsdom test
 * environment the page's own window is there already.
 */
export function lendHtmlWindow() {
  if (typeof window !== 'undefined') return;
  setHtmlWindow(() => {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: typeof JsdomClass };
    return new JSDOM('').window;
  });
}

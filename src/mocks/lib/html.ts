import type { WindowLike } from 'dompurify';
import { isHtml } from '@/lib/html/html-text';
import { createHtmlSanitizer } from '@/lib/html/sanitize-html';

// The API sanitizes the HTML it stores with the browser's sanitizer: in a browser (the mock's
// worker) over the page's DOM, on a server over jsdom's, which the node hosts hand in (jsdom
// stays out of the browser's bundle).
let sanitizer: ((html: string) => string) | undefined;
let windowOf: (() => WindowLike) | undefined;

/** Called by a node host (vitest, the dev and preview server): makes the jsdom window when needed. */
export function setHtmlWindow(makeWindow: () => WindowLike) {
  windowOf = makeWindow;
  sanitizer = undefined;
}

/** HTML a user sent, as the API stores it: sanitized; plain text stays as it is. */
export function sanitizeStoredHtml(text: string): string {
  if (!isHtml(text)) return text;
  sanitizer ??= createHtmlSanitizer(windowOf?.());
  return sanitizer(text);
}

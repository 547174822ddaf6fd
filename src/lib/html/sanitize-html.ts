import DOMPurify, { type Config, type WindowLike } from 'dompurify';
import { withoutEventHandlers } from './event-handlers';

/**
 * What HTML written by users (a mail's body, a product's description) may keep: DOMPurify drops
 * scripts, event handlers and `javascript:` URLs; these rules also drop styles, forms and
 * embedded frames. The email app adds its own hook on top (remote images held back).
 */
export const userHtmlRules = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
} satisfies Config;

/**
 * A sanitizer of its own (the mail's hooks do not reach it) over `window` (jsdom on a server):
 * links open apart and never pass the page on.
 */
export function createHtmlSanitizer(window?: WindowLike): (html: string) => string {
  const purify = window ? DOMPurify(window) : DOMPurify();
  if (!purify.isSupported) throw new Error('DOMPurify needs a DOM to sanitize HTML');
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  // Handlers out before DOMPurify parses: the page's CSP reports any it meets (event-handlers.ts).
  return (html) => purify.sanitize(withoutEventHandlers(html), userHtmlRules);
}

let sanitizer: ((html: string) => string) | undefined;

/** HTML made safe to render (in the browser). Plain text is no HTML: tell first (`isHtml`). */
export function sanitizeHtml(html: string): string {
  sanitizer ??= createHtmlSanitizer();
  return sanitizer(html);
}

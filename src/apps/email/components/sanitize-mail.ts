import DOMPurify from 'dompurify';
import { withoutEventHandlers } from '@/lib/html/event-handlers';
import { userHtmlRules } from '@/lib/html/sanitize-html';

/** A mail's HTML made safe to show, and whether it asked for remote images. */
export type CleanMail = { html: string; blockedImages: number };

let allowRemote = false;
let blocked = 0;

// DOMPurify drops scripts, event handlers and `javascript:` URLs; this hook also holds back
// remote images (a tracking pixel tells the sender the mail was read) and opens links apart.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IMG') {
    // An image the sender gave no text to is decoration for a screen reader.
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    const src = node.getAttribute('src') ?? '';
    if (!allowRemote && /^(https?:)?\/\//i.test(src)) {
      node.removeAttribute('src');
      node.removeAttribute('srcset');
      node.setAttribute('data-blocked-src', src);
      blocked += 1;
    }
  }
  if (node.nodeName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

/** Sanitizes a mail body with DOMPurify; remote images stay out unless `showImages`. */
export function sanitizeMail(html: string, showImages: boolean): CleanMail {
  allowRemote = showImages;
  blocked = 0;
  // The rules every user's HTML is sanitized by (src/lib/html), with this file's hook on top.
  // Handlers out before DOMPurify parses: the page's CSP reports any it meets (event-handlers.ts).
  const clean = DOMPurify.sanitize(withoutEventHandlers(html), userHtmlRules);
  return { html: clean, blockedImages: blocked };
}

// No DOMPurify here: a page that only needs to tell rich text from plain text, or read its words,
// does not load the sanitizer.
import { withoutEventHandlers } from './event-handlers';

/** Whether a text is HTML (rich text) rather than plain text: it has a tag. */
export const isHtml = (text: string) => /<[a-z!/]/i.test(text);

/**
 * The words of rich text, for a one-line preview: parsed into an inert document (no script runs,
 * nothing loads) and read as text; plain text is returned as it is.
 */
export function htmlToText(text: string): string {
  if (!isHtml(text)) return text;
  // Without handlers, which the page's CSP would report even here (event-handlers.ts).
  const body = new DOMParser().parseFromString(withoutEventHandlers(text), 'text/html').body;
  // Blocks end with a space, so "<p>One</p><p>Two</p>" reads "One Two".
  for (const block of body.querySelectorAll('p, li, br, blockquote, h1, h2, h3, h4')) {
    block.append(' ');
  }
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

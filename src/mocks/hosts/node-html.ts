import { JSDOM } from 'jsdom';
import { setHtmlWindow } from '../lib/html.ts';

/**
 * On a server there is no DOM for the API's HTML sanitizer (DOMPurify): jsdom lends it one. In a
 * jsdom test environment the page's own window is there already.
 */
export function lendHtmlWindow() {
  if (typeof window === 'undefined') setHtmlWindow(new JSDOM('').window);
}

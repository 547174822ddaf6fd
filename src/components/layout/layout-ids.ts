/** The main content's id: the skip link and the scroll-to-top button move focus there. */
export const contentId = 'app-content';

/** Moves keyboard focus to the start of the page content. */
export function focusContent({ preventScroll = false } = {}) {
  document.getElementById(contentId)?.focus({ preventScroll });
}

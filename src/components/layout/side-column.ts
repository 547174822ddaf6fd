import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `md` breakpoint a page's side column (an app's sidebar, the shop's filters) is
 * in a drawer instead: the same width as the column's CSS (`sidebar-app.module.css`,
 * `page-columns.module.css`).
 */
const IN_DRAWER_QUERY = '(max-width: 61.99em)';

/**
 * Whether a side column shows in a drawer instead (a phone, a narrow window). A route's loader
 * reads it to load the column's parts with the page only where it shows.
 */
export const sidebarInDrawer = () => window.matchMedia(IN_DRAWER_QUERY).matches;

/** `sidebarInDrawer()` for a component: read on the first render, then kept up to date. */
export const useSidebarInDrawer = () =>
  useMediaQuery(IN_DRAWER_QUERY, undefined, { getInitialValueInEffect: false }) === true;

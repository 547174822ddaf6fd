import { useCallback } from 'react';
import { trimPathRight, useMatch, useRouter } from '@tanstack/react-router';

/**
 * Whether the page that asks is still where the user is: false as soon as they have followed a
 * link elsewhere, before the next page has loaded. A page that corrects its own URL late (the
 * calendar's first dates, a list past its last page, a started chat's id) must then do nothing:
 * its navigation would cancel theirs and take them back.
 */
export function usePageStillOpen(): () => boolean {
  const router = useRouter();
  // An index page's match ends with a slash its URL does not have.
  const pathname = useMatch({ strict: false, select: (match) => trimPathRight(match.pathname) });
  return useCallback(
    () => trimPathRight(router.latestLocation.pathname) === pathname,
    [router, pathname],
  );
}

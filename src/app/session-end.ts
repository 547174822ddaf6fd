import { i18next } from '@/lib/i18n/i18n';
import { notify } from '@/lib/notify/notify';
import { session } from '@/lib/session/session';
import { signInEndMessages } from '@/lib/session/session-schemas';
import type { AppRouter } from './router';
import type { SignedInLoader } from './router-context';

/**
 * When the session ends (sign-out, or the server ended it or refused its refresh) the cached
 * server data of that user is dropped and the user lands on sign-in, told why unless they signed
 * out themselves, with a way back to the page they were on.
 */
export function handleSessionEnd(router: AppRouter, signedIn: SignedInLoader) {
  return session.onEnd(async (reason) => {
    const { href, pathname } = router.state.location;
    // None until a signed-in page has opened: then there is no cached data to drop.
    const queryClient = signedIn.current()?.queryClient;
    // Leave the signed-in pages first: clearing the cache while they are mounted would make
    // their queries fetch again, with no token.
    await queryClient?.cancelQueries();
    if (pathname !== '/login') {
      await router.navigate({
        to: '/login',
        search: reason === 'signedOut' ? {} : { redirect: href },
        replace: true,
      });
    }
    queryClient?.clear();
    // Said once the sign-in page is there: said before, on a slow load (a reload whose refresh
    // is refused), the toast's 4 s could run out behind the loading screen, unread.
    if (reason !== 'signedOut') {
      notify.error(
        i18next.t(reason === 'expired' ? 'auth.errors.sessionExpired' : signInEndMessages[reason]),
      );
    }
  });
}

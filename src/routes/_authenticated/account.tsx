import { createFileRoute } from '@tanstack/react-router';
import { accountSearchSchema } from '@/apps/account/account-search';
import { accountQueryOptions } from '@/apps/account/api/get-account';
import { accountSessionsQueryOptions } from '@/apps/account/api/list-account-sessions';
import { AccountPage } from '@/apps/account/pages/account-page';
import { serverClockQueryOptions } from '@/lib/clock/get-server-clock';

// Every signed-in user has an account: the signed-in layout's guard is the only one it needs.
export const Route = createFileRoute('/_authenticated/account')({
  validateSearch: accountSearchSchema,
  loader: async ({ context: { queryClient }, location }) => {
    // The sessions and the clock only for the Security tab, asked for without waiting.
    if (new URLSearchParams(location.searchStr).get('tab') === 'security') {
      void queryClient.prefetchQuery(accountSessionsQueryOptions());
    }
    await Promise.all([
      queryClient.ensureQueryData(accountQueryOptions()),
      queryClient.ensureQueryData(serverClockQueryOptions()),
    ]);
  },
  component: AccountPage,
});

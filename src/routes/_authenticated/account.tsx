import { createFileRoute } from '@tanstack/react-router';
import { requireFeature } from '@/lib/ability/route-guards';
import { accountSearchSchema } from '@/apps/account/account-search';
import { AccountPage } from '@/apps/account/pages/account-page';

// Every signed-in user has an account: the signed-in layout's guard, and the backend
// serving the feature, are all it needs.
// No loader: the page reads its data with suspense (the route's pending screen meanwhile). A
// loader is a second lazy import in the route tree that every page downloads, and the shell's
// budgets had no room left for it (scripts/check-budgets.mjs).
export const Route = createFileRoute('/_authenticated/account')({
  validateSearch: accountSearchSchema,
  staticData: { crumb: { titleKey: 'account.title', under: 'home' } },
  beforeLoad: () => requireFeature('account'),
  component: AccountPage,
});

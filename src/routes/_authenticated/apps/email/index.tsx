import { createFileRoute } from '@tanstack/react-router';
import { emailQueryOptions } from '@/apps/email/api/get-email';
import { emailsQueryOptions } from '@/apps/email/api/list-emails';
import { emailManifest } from '@/apps/email/email-manifest';
import { emailSearchSchema, viewOf } from '@/apps/email/email-search';
import { EmailPage } from '@/apps/email/pages/email-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { listLoader } from '@/lib/router/list-route';
import { prefetchQuery } from '@/lib/router/route-queries';

const loadList = listLoader(emailSearchSchema, (search) => emailsQueryOptions(viewOf(search)));

export const Route = createFileRoute('/_authenticated/apps/email/')({
  validateSearch: emailSearchSchema,
  beforeLoad: ({ context }) => requireAbility(context, emailManifest),
  loader: (match) => {
    loadList(match);
    // The open mail of the URL is asked for with its list, not once the mail view has loaded.
    const search = emailSearchSchema.parse(match.location.search);
    if (search.emailId !== undefined) {
      prefetchQuery(match.context.queryClient, emailQueryOptions(search.emailId, viewOf(search)));
    }
  },
  component: EmailPage,
});

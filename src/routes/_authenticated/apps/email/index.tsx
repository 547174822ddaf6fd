import { createFileRoute } from '@tanstack/react-router';
import { emailsQueryOptions } from '@/apps/email/api/get-emails';
import { emailManifest } from '@/apps/email/email-manifest';
import { emailSearchSchema, viewOf } from '@/apps/email/email-search';
import { EmailPage } from '@/apps/email/pages/email-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { startListQuery } from '@/lib/list/use-list-query';

export const Route = createFileRoute('/_authenticated/apps/email/')({
  validateSearch: emailSearchSchema,
  beforeLoad: ({ context }) => requireAbility(context, emailManifest),
  // As todo: no `loaderDeps`; the loader fills the cache for the URL it enters with, later views
  // load in the page, which keeps the previous list meanwhile.
  loader: ({ context, location }) =>
    startListQuery(
      context.queryClient,
      emailsQueryOptions(viewOf(emailSearchSchema.parse(location.search))),
    ),
  component: EmailPage,
});

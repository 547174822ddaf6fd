import { createFileRoute } from '@tanstack/react-router';
import { emailsQueryOptions } from '@/apps/email/api/list-emails';
import { emailManifest } from '@/apps/email/email-manifest';
import { emailSearchSchema, viewOf } from '@/apps/email/email-search';
import { EmailPage } from '@/apps/email/pages/email-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { listLoader } from '@/lib/router/list-route';

export const Route = createFileRoute('/_authenticated/apps/email/')({
  validateSearch: emailSearchSchema,
  beforeLoad: ({ context }) => requireAbility(context, emailManifest),
  loader: listLoader(emailSearchSchema, (search) => emailsQueryOptions(viewOf(search))),
  component: EmailPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { linkTokenSearchSchema } from '@/apps/auth/auth-search';
import { AcceptInvitePage } from '@/apps/auth/pages/accept-invite-page';

// Open signed in too: the link may be followed from the mailbox in the email app.
export const Route = createFileRoute('/(auth)/accept-invite')({
  validateSearch: linkTokenSearchSchema,
  component: AcceptInvitePage,
});

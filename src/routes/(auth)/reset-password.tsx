import { createFileRoute } from '@tanstack/react-router';
import { linkTokenSearchSchema } from '@/apps/auth/auth-search';
import { ResetPasswordPage } from '@/apps/auth/pages/reset-password-page';

// Open signed in too: the link may be followed from the mailbox in the email app.
export const Route = createFileRoute('/(auth)/reset-password')({
  validateSearch: linkTokenSearchSchema,
  component: ResetPasswordPage,
});

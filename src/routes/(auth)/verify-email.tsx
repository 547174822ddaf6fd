import { createFileRoute } from '@tanstack/react-router';
import { linkTokenSearchSchema } from '@/apps/auth/auth-search';
import { VerifyEmailPage } from '@/apps/auth/pages/verify-email-page';

// Open signed in too: the link is often followed right after signing up.
export const Route = createFileRoute('/(auth)/verify-email')({
  validateSearch: linkTokenSearchSchema,
  component: VerifyEmailPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/apps/auth/pages/forgot-password-page';

// Open signed in too: a signed-in user may ask for a link to another browser's mailbox.
export const Route = createFileRoute('/(auth)/forgot-password')({
  component: ForgotPasswordPage,
});

import { createFileRoute, redirect } from '@tanstack/react-router';
import { authSearchSchema } from '@/apps/auth/auth-search';
import { LoginPage } from '@/apps/auth/pages/login-page';
import { safeRedirect } from '@/lib/ability/route-guards';

export const Route = createFileRoute('/(auth)/login')({
  validateSearch: authSearchSchema,
  beforeLoad: ({ context, search }) => {
    if (context.session.get()) throw redirect({ href: safeRedirect(search.redirect) ?? '/' });
  },
  component: LoginPage,
});

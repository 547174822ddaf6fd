import { createFileRoute, redirect } from '@tanstack/react-router';
import { authSearchSchema } from '@/apps/auth/auth-search';
import { RegisterPage } from '@/apps/auth/pages/register-page';
import { safeRedirect } from '@/lib/ability/route-guards';

export const Route = createFileRoute('/(auth)/register')({
  validateSearch: authSearchSchema,
  beforeLoad: ({ context, search }) => {
    if (context.session.get()) throw redirect({ href: safeRedirect(search.redirect) ?? '/' });
  },
  component: RegisterPage,
});

import { Button, Stack } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { useAppForm } from '@/components/forms/use-app-form';
import { AnchorLink } from '@/components/navigation/links';
import { i18next } from '@/lib/i18n/i18n';
import { notify } from '@/lib/notify/notify';
import { session } from '@/lib/session/session';
import { checkResetLink, useResetPassword } from '../api/recovery';
import { resetPasswordSchema, type ResetPassword } from '../recovery-schemas';
import { AuthLayout, BackToSignIn } from '../components/auth-layout';
import { MailedLinkState, useMailedLink } from '../components/mailed-link';

const route = getRouteApi('/(auth)/reset-password');

/**
 * The page a reset mail links to (`/reset-password?token=…`): the link is checked first, so an
 * expired or used one is said before a password is typed; then the new password, twice. Done,
 * the user signs in with it.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token } = route.useSearch();
  const navigate = useNavigate();
  const link = useMailedLink(token, checkResetLink);

  const form = useAppForm<ResetPassword>(resetPasswordSchema, {
    initialValues: { token, password: '', confirmation: '' },
  });
  const reset = useResetPassword(() => {
    // Every session of the user ended with the reset, this browser's too if it was signed in.
    if (session.get()) session.end('signedOut');
    notify.success(i18next.t('auth.reset.done'));
    void navigate({ to: '/login' });
  });

  return (
    <AuthLayout
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={
        link.status === 'unusable' ? (
          <AnchorLink to="/forgot-password">{t('auth.reset.askAgain')}</AnchorLink>
        ) : (
          <BackToSignIn />
        )
      }
    >
      {link.status !== 'usable' ? (
        <MailedLinkState link={link} invalidKey="auth.errors.resetLinkInvalid" />
      ) : (
        <form
          noValidate
          onSubmit={form.submitWith(
            reset,
            (values) => values,
            () => undefined,
          )}
        >
          <Stack gap="md">
            <FormError error={form.failure} />
            <NewPasswordFields form={form} stacked />
            <Button type="submit" loading={reset.isPending} fullWidth>
              {t('auth.reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}

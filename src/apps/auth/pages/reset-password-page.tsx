import { useEffect, useState } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { useAppForm } from '@/components/forms/use-app-form';
import { AnchorLink } from '@/components/navigation/links';
import { errorMessage } from '@/lib/http/api-error';
import { i18next } from '@/lib/i18n/i18n';
import { notify } from '@/lib/notify/notify';
import { session } from '@/lib/session/session';
import { checkResetLink, useResetPassword } from '../api/recovery';
import { resetPasswordSchema, type ResetPassword } from '../recovery-schemas';
import { AuthLayout } from '../components/auth-layout';

const route = getRouteApi('/(auth)/reset-password');

type LinkState =
  { status: 'checking' } | { status: 'usable' } | { status: 'unusable'; error: unknown };

/**
 * The page a reset mail links to (`/reset-password?token=…`): the link is checked first, so an
 * expired or used one is said before a password is typed; then the new password, twice. Done,
 * the user signs in with it.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token } = route.useSearch();
  const navigate = useNavigate();
  // No token at all is an unknown link: nothing to ask the API.
  const [link, setLink] = useState<LinkState>(() =>
    token ? { status: 'checking' } : { status: 'unusable', error: null },
  );
  useEffect(() => {
    if (!token) return;
    let current = true;
    checkResetLink(token).then(
      () => current && setLink({ status: 'usable' }),
      (error: unknown) => current && setLink({ status: 'unusable', error }),
    );
    return () => {
      current = false;
    };
  }, [token]);

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
    <AuthLayout title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      {link.status === 'checking' ? (
        <Stack gap="md" aria-hidden>
          <Skeleton h={60} />
          <Skeleton h={36} />
        </Stack>
      ) : link.status === 'unusable' ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          <bdi>{link.error ? errorMessage(link.error, t) : t('auth.errors.resetLinkInvalid')}</bdi>
        </Alert>
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
      <Text ta="center" fz="sm">
        {link.status === 'unusable' ? (
          <AnchorLink to="/forgot-password">{t('auth.reset.askAgain')}</AnchorLink>
        ) : (
          <AnchorLink to="/login">{t('auth.forgot.backToSignIn')}</AnchorLink>
        )}
      </Text>
    </AuthLayout>
  );
}

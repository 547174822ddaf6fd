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
import { checkInviteLink, useAcceptInvite } from '../api/accept-invite';
import { acceptInviteSchema, type AcceptInvite } from '../invite-schemas';
import { AuthLayout } from '../components/auth-layout';

const route = getRouteApi('/(auth)/accept-invite');

type LinkState =
  { status: 'checking' } | { status: 'usable' } | { status: 'unusable'; error: unknown };

/**
 * The page an invitation links to (`/accept-invite?token=…`): the link is checked first, so an
 * expired or used one is said before a password is typed; then the password, twice, under the
 * one password policy. Done, the invited person signs in with it.
 */
export function AcceptInvitePage() {
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
    checkInviteLink(token).then(
      () => current && setLink({ status: 'usable' }),
      (error: unknown) => current && setLink({ status: 'unusable', error }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const form = useAppForm<AcceptInvite>(acceptInviteSchema, {
    initialValues: { token, password: '', confirmation: '' },
  });
  const accept = useAcceptInvite(() => {
    notify.success(i18next.t('auth.invite.done'));
    void navigate({ to: '/login' });
  });

  return (
    <AuthLayout title={t('auth.invite.title')} subtitle={t('auth.invite.subtitle')}>
      {link.status === 'checking' ? (
        <Stack gap="md" aria-hidden>
          <Skeleton h={60} />
          <Skeleton h={36} />
        </Stack>
      ) : link.status === 'unusable' ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          <bdi>{link.error ? errorMessage(link.error, t) : t('auth.errors.inviteLinkInvalid')}</bdi>
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={form.submitWith(
            accept,
            (values) => values,
            () => undefined,
          )}
        >
          <Stack gap="md">
            <FormError error={form.failure} />
            <NewPasswordFields form={form} stacked />
            <Button type="submit" loading={accept.isPending} fullWidth>
              {t('auth.invite.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text ta="center" fz="sm">
        <AnchorLink to="/login">{t('auth.forgot.backToSignIn')}</AnchorLink>
      </Text>
    </AuthLayout>
  );
}

import { Button, Stack } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { useAppForm } from '@/components/forms/use-app-form';
import { i18next } from '@/lib/i18n/i18n';
import { notify } from '@/lib/notify/notify';
import { checkInviteLink, useAcceptInvite } from '../api/accept-invite';
import { acceptInviteSchema, type AcceptInvite } from '../invite-schemas';
import { AuthLayout, BackToSignIn } from '../components/auth-layout';
import { MailedLinkState, useMailedLink } from '../components/mailed-link';

const route = getRouteApi('/(auth)/accept-invite');

/**
 * The page an invitation links to (`/accept-invite?token=…`): the link is checked first, so an
 * expired or used one is said before a password is typed; then the password, twice, under the
 * one password policy. Done, the invited person signs in with it.
 */
export function AcceptInvitePage() {
  const { t } = useTranslation();
  const { token } = route.useSearch();
  const navigate = useNavigate();
  const link = useMailedLink(token, checkInviteLink);

  const form = useAppForm<AcceptInvite>(acceptInviteSchema, {
    initialValues: { token, password: '', confirmation: '' },
  });
  const accept = useAcceptInvite(() => {
    notify.success(i18next.t('auth.invite.done'));
    void navigate({ to: '/login' });
  });

  return (
    <AuthLayout
      title={t('auth.invite.title')}
      subtitle={t('auth.invite.subtitle')}
      footer={<BackToSignIn />}
    >
      {link.status !== 'usable' ? (
        <MailedLinkState link={link} invalidKey="auth.errors.inviteLinkInvalid" />
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
    </AuthLayout>
  );
}

import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { useAppForm } from '@/components/forms/use-app-form';
import { useAbility } from '@/lib/ability/can';
import { useChangePassword } from '../api/change-user-password';
import { changePasswordSchema, type ChangePassword } from '../api/password-change-schemas';
import type { User } from '../api/user-schemas';
import { SectionCard } from '@/components/layout/section-card';
import { UserInvitationCard } from './user-invitation-card';
import { UserSessionsCard } from './user-sessions-card';
import { UserTwoStepCard } from './user-two-step-card';

/**
 * The user's security, for an admin: their invitation while they have no password, the password,
 * two-step sign-in and the sessions, in cards.
 */
export function UserSecurityTab({ user }: { user: User }) {
  return (
    <Stack gap="md">
      <UserInvitationCard user={user} />
      <PasswordCard user={user} />
      <UserTwoStepCard user={user} />
      <UserSessionsCard user={user} />
    </Stack>
  );
}

/**
 * Sets the user's new password: the API stores it and their next sign-in takes it. The rules
 * are checked here and again by the API; its field errors land by the fields.
 */
function PasswordCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const canUpdate = useAbility().can('update', 'User');
  const changePassword = useChangePassword();
  const form = useAppForm<ChangePassword>(changePasswordSchema, {
    initialValues: { password: '', confirmation: '' },
  });
  return (
    <SectionCard title={t('users.security.title')} description={t('users.security.intro')}>
      <form
        noValidate
        onSubmit={form.submitWith(
          changePassword,
          (values) => ({ ...values, id: user.id }),
          () => form.reset(),
        )}
      >
        <NewPasswordFields form={form} />
        <FormError error={form.failure} />
        <Group mt="md">
          <Button type="submit" loading={changePassword.isPending} disabled={!canUpdate}>
            {t('users.security.submit')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}

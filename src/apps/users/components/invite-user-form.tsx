import { Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '@/components/forms/form-buttons';
import { FormError } from '@/components/forms/form-error';
import { RoleSelect } from './role-select';
import { useAppForm } from '@/components/forms/use-app-form';
import { languageOf } from '@/lib/i18n/languages';
import { inviteUserSchema, type InviteUser } from '../api/invite-schemas';
import { useInviteUser } from '../api/invite-user';

/** The role select starts empty: the admin picks one on purpose. */
type InviteValues = Omit<InviteUser, 'role'> & { role: InviteUser['role'] | null };

const empty: InviteValues = { fullName: '', email: '', role: null };

/**
 * Invites a user by mail: their name, address and role. The API's field errors (a taken email)
 * land by their fields and the input stays; any other failure is said above the buttons.
 */
export function InviteUserForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const invite = useInviteUser();
  const form = useAppForm<InviteValues>(inviteUserSchema, { initialValues: empty });
  return (
    <form
      noValidate
      onSubmit={form.submitWith(
        invite,
        (values) => ({
          ...inviteUserSchema.parse(values),
          language: languageOf(i18n.resolvedLanguage),
        }),
        () => {
          form.reset();
          onDone();
        },
      )}
    >
      <Stack gap="sm">
        <Text fz="sm">
          <bdi>{t('users.invite.intro')}</bdi>
        </Text>
        <TextInput
          label={t('users.fields.fullName')}
          autoComplete="off"
          required
          data-autofocus
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label={t('users.fields.email')}
          type="email"
          autoComplete="off"
          required
          {...form.getInputProps('email')}
        />
        <RoleSelect {...form.getInputProps('role')} />
        <FormError error={form.failure} />
        <FormButtons
          submitLabel={t('users.invite.submit')}
          loading={invite.isPending}
          onCancel={onDone}
          mt="sm"
        />
      </Stack>
    </form>
  );
}

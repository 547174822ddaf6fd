import { Button, Group, Radio, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '@/components/access/role-label';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { useAbility } from '@/lib/ability/can';
import { aboutFormSchema, type AboutForm, type ProfileUser } from '../api/chat-schemas';
import { ABOUT_MAX, chatStatuses, type ChatStatus } from '../api/chat-values';
import { useUpdateProfile } from '../api/update-chat-profile';
import { ChatAvatar } from './chat-avatar';

const isStatus = (value: string): value is ChatStatus =>
  (chatStatuses as readonly string[]).includes(value);

/**
 * The own profile's form: picture, name, role, about (saved with its button), status and the two
 * settings (saved as they change; the sidebar's dot follows at once). In a chunk of its own: the
 * chat's first paint does not load its radios, switches and text box (profile-panel.tsx).
 */
export function ProfileForm({ profile }: { profile: ProfileUser }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const canEdit = ability.can('update', 'Chat');
  const update = useUpdateProfile();
  const saveAbout = useUpdateProfile({
    successMessage: 'chat.notifications.aboutSaved',
    errorToast: false,
  });
  // About is saved with its button: checked as the API checks it, its errors by the field.
  const form = useAppForm<AboutForm>(aboutFormSchema, { initialValues: { about: profile.about } });
  const aboutChanged = form.getValues().about.trim() !== profile.about;

  return (
    <Stack gap="lg">
      <Stack align="center" gap="xs">
        <ChatAvatar
          name={profile.fullName}
          avatar={profile.avatar}
          status={profile.status}
          size="xl"
        />
        <Title order={3} fz="h4" ta="center">
          {profile.fullName}
        </Title>
        <Text c="dimmed" fz="sm">
          {roleLabel(t, profile.role)}
        </Text>
      </Stack>
      <form
        noValidate
        onSubmit={form.submitWith(
          saveAbout,
          ({ about }) => ({ about: about.trim() }),
          (saved) => form.setValues({ about: saved.about }),
        )}
      >
        <Textarea
          label={t('chat.profile.about')}
          // The user's own words keep their direction in a right-to-left page.
          dir="auto"
          maxLength={ABOUT_MAX}
          autosize
          minRows={2}
          maxRows={5}
          disabled={!canEdit}
          {...form.getInputProps('about')}
        />
        <FormError error={form.failure} />
        <Group justify="flex-end" mt="xs">
          <Button
            type="submit"
            size="xs"
            variant="light"
            disabled={!canEdit || !aboutChanged}
            loading={form.submitting}
          >
            {t('chat.profile.saveAbout')}
          </Button>
        </Group>
      </form>
      <Radio.Group
        label={t('chat.profile.status')}
        value={profile.status}
        onChange={(value) => {
          if (isStatus(value)) update.mutate({ status: value });
        }}
      >
        <Stack gap="xs" mt="xs">
          {chatStatuses.map((status) => (
            <Radio
              key={status}
              value={status}
              label={t(`chat.status.${status}`)}
              disabled={!canEdit}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Stack gap="sm">
        <Text fz="sm" fw={500}>
          {t('chat.profile.settings')}
        </Text>
        <Switch
          label={t('chat.profile.twoStep')}
          checked={profile.settings.isTwoStepAuthVerificationEnabled}
          disabled={!canEdit}
          onChange={(event) =>
            update.mutate({
              settings: { isTwoStepAuthVerificationEnabled: event.currentTarget.checked },
            })
          }
        />
        <Switch
          label={t('chat.profile.notifications')}
          checked={profile.settings.isNotificationsOn}
          disabled={!canEdit}
          onChange={(event) =>
            update.mutate({ settings: { isNotificationsOn: event.currentTarget.checked } })
          }
        />
      </Stack>
    </Stack>
  );
}

import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { useAppForm } from '@/components/forms/use-app-form';
import { useChangeOwnPassword } from '../api/change-own-password';
import { ownPasswordSchema, type OwnPasswordChange } from '../api/password-schemas';
import { SectionCard } from '@/components/layout/section-card';

/**
 * Changes the user's own password: the current one proves it is them (a wrong one is an error on
 * that field), the new one follows the same rules as everywhere. The other sessions end.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const change = useChangeOwnPassword();
  const form = useAppForm<OwnPasswordChange>(ownPasswordSchema, {
    initialValues: { currentPassword: '', password: '', confirmation: '' },
  });
  return (
    <SectionCard title={t('account.password.title')} description={t('account.password.intro')}>
      <form
        noValidate
        onSubmit={form.submitWith(
          change,
          (values) => values,
          () => form.reset(),
        )}
      >
        <Stack gap="md">
          <PasswordInput
            label={t('account.password.current')}
            autoComplete="current-password"
            required
            maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordFields form={form} />
          <FormError error={form.failure} />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {t('account.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}

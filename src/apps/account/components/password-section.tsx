import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { useAppForm } from '@/components/forms/use-app-form';
import { useChangeOwnPassword } from '../api/change-own-password';
import { ownPasswordSchema, type OwnPasswordChange } from '../api/password-schemas';

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
    <Paper p="lg" shadow="xs" component="section" aria-labelledby="account-password-title">
      <Title id="account-password-title" order={2} fz="h4" mb="xs">
        {t('account.password.title')}
      </Title>
      <Text fz="sm" mb="md">
        <bdi>{t('account.password.intro')}</bdi>
      </Text>
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
    </Paper>
  );
}

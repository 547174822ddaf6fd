import { PasswordInput, SimpleGrid, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/**
 * A new password, typed twice, with its rules said under it: wherever a password is chosen (the
 * account's own change, an admin's change of a user's, a reset link). The form's schema holds the
 * rules (`newPasswordSchema`, src/lib/session/password-rules.ts) and checks that the two match.
 * Side by side from the `sm` breakpoint unless `stacked` (a narrow card).
 */
export function NewPasswordFields({
  form,
  stacked = false,
}: {
  form: { getInputProps: (path: 'password' | 'confirmation') => GetInputPropsReturnType };
  stacked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <SimpleGrid cols={stacked ? 1 : { base: 1, sm: 2 }}>
        <PasswordInput
          label={t('password.new')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('password.confirmation')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmation')}
        />
      </SimpleGrid>
      <Text fz="sm" c="dimmed" mt="sm">
        <bdi>{t('password.rules')}</bdi>
      </Text>
    </div>
  );
}

import { Button, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SecondFactorForm } from '@/lib/session/second-factor';
import type { useAppForm } from './use-app-form';

/** A code is typed in the monospace font (its label and messages keep the interface's). */
const CODE_INPUT_STYLES = {
  input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.1em' },
};

/** The field for the authenticator app's six-digit code (seven characters: a space may split it). */
export function AppCodeInput(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.twoStep.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      required
      styles={CODE_INPUT_STYLES}
      {...props}
    />
  );
}

/**
 * The field that asks for a second factor: the six-digit code of the authenticator app, or, after
 * "Use a recovery code", one of the recovery codes. Switching keeps what was typed in each and
 * puts the focus in the field on show. The form is `secondFactorFormSchema`'s.
 */
export function SecondFactorFields({
  form,
  autoFocus = false,
}: {
  form: ReturnType<typeof useAppForm<SecondFactorForm>>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const { useRecoveryCode } = form.getValues();
  return (
    <Stack gap={4} align="flex-start">
      {useRecoveryCode ? (
        <TextInput
          key="recoveryCode"
          label={t('auth.twoStep.recoveryCode')}
          description={t('auth.twoStep.recoveryCodeHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          autoFocus
          w="100%"
          styles={CODE_INPUT_STYLES}
          {...form.getInputProps('recoveryCode')}
        />
      ) : (
        <AppCodeInput
          key="code"
          description={t('auth.twoStep.codeHint')}
          autoFocus={autoFocus}
          w="100%"
          {...form.getInputProps('code')}
        />
      )}
      <Button
        variant="subtle"
        size="compact-sm"
        px={0}
        onClick={() => {
          form.setFieldValue('useRecoveryCode', !useRecoveryCode);
          form.clearErrors();
        }}
      >
        {useRecoveryCode ? t('auth.twoStep.useApp') : t('auth.twoStep.useRecoveryCode')}
      </Button>
    </Stack>
  );
}

import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The address an account signs in with, first on its page: focused, and named `username` so the
 * browser offers the addresses it saved. Takes the form's input props.
 */
export function SignInEmailField(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.fields.email')}
      type="email"
      autoComplete="username"
      required
      autoFocus
      {...props}
    />
  );
}

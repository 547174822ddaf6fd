import { useState } from 'react';
import { Alert, Box, Button, Stack } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { languageOf } from '@/lib/i18n/languages';
import { useRequestPasswordReset } from '../api/recovery';
import { forgotPasswordSchema, type ForgotPassword } from '../recovery-schemas';
import { AuthLayout, BackToSignIn } from '../components/auth-layout';
import { SignInEmailField } from '../components/sign-in-email-field';

/**
 * Forgot password: the address, and a link by mail to choose a new password. What follows the
 * submit is the same whether or not the address has an account (the API never says).
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAppForm<ForgotPassword>(forgotPasswordSchema, {
    initialValues: { email: '' },
  });
  const send = useRequestPasswordReset(() => setSentTo(form.getValues().email.trim()));

  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={<BackToSignIn />}
    >
      {sentTo ? (
        // A status (`output`): what it says is announced when it appears.
        <Box component="output" display="block">
          <Alert
            color="green"
            variant="light"
            icon={<IconMailCheck aria-hidden />}
            title={t('auth.forgot.sentTitle')}
          >
            <bdi>{t('auth.forgot.sent', { email: sentTo })}</bdi>
          </Alert>
        </Box>
      ) : null}
      <form
        noValidate
        onSubmit={form.submitWith(
          send,
          (values) => ({ ...values, language: languageOf(i18n.resolvedLanguage) }),
          () => undefined,
        )}
      >
        <Stack gap="md">
          <FormError error={form.failure} />
          <SignInEmailField {...form.getInputProps('email')} />
          <Button type="submit" loading={send.isPending} fullWidth>
            {sentTo ? t('auth.forgot.sendAgain') : t('auth.forgot.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

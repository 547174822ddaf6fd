import { Suspense, useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '@/components/navigation/links';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { useLogin } from '../api/sign-in';
import { loginFormSchema, type LoginForm } from '../auth-schemas';
import { AuthLayout } from '../components/auth-layout';
import { DemoAccounts } from '../components/demo-accounts';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { useAuthSubmit } from '../components/use-auth-submit';
import { SignInEmailField } from '../components/sign-in-email-field';

const route = getRouteApi('/(auth)/login');

// Few accounts have two-step sign-in on: its step is not in the sign-in page's chunk, it loads
// while the password is checked (a submit starts both).
const TwoStepForm = lazyWithPreload(
  () => import('../components/two-step-form'),
  (module) => module.TwoStepForm,
);

/**
 * Sign-in: email and password, then, for an account with two-step sign-in on, the code step.
 * The password form keeps its email while the code step shows, and shows why when the code
 * step ended.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { redirect } = route.useSearch();
  const login = useLogin();
  const form = useAppForm<LoginForm>(loginFormSchema, {
    initialValues: { email: '', password: '' },
  });
  const [challenge, setChallenge] = useState<string | null>(null);
  // The code step's subtitle asks for what its field asks for: the app's code or a recovery code.
  const [recoveryMode, setRecoveryMode] = useState(false);

  const submitPassword = useAuthSubmit(form, login, (values) => values, {
    redirect,
    onChallenge: setChallenge,
  });
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    TwoStepForm.preload();
    submitPassword(event);
  };

  const backToPassword = (error?: unknown) => {
    setChallenge(null);
    setRecoveryMode(false);
    form.setFieldValue('password', '');
    if (error) form.fail(error);
  };

  if (challenge) {
    return (
      <AuthLayout
        title={t('auth.twoStep.title')}
        subtitle={t(recoveryMode ? 'auth.twoStep.subtitleRecovery' : 'auth.twoStep.subtitle')}
      >
        {/* No skeleton: its styles would join the sign-in page's; the step loads with the password's check. */}
        <Suspense fallback={null}>
          <TwoStepForm
            challenge={challenge}
            redirect={redirect}
            onBack={() => backToPassword()}
            onEnded={backToPassword}
            onModeChange={setRecoveryMode}
          />
        </Suspense>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <AnchorLink to="/register" search={{ redirect }}>
            {t('auth.login.createAccount')}
          </AnchorLink>
        </>
      }
    >
      <DemoAccounts
        onPick={(account) => {
          form.setValues({ email: account.email, password: account.password });
          form.clearErrors();
        }}
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError error={form.failure} />
          <SignInEmailField {...form.getInputProps('email')} />
          <div>
            <PasswordInput
              label={t('auth.fields.password')}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Text ta="end" fz="sm" mt={4}>
              <AnchorLink to="/forgot-password">{t('auth.login.forgotPassword')}</AnchorLink>
            </Text>
          </div>
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '@/components/navigation/links';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { useLogin } from '../api/sign-in';
import { loginFormSchema, type LoginForm } from '../auth-schemas';
import { AuthLayout } from '../components/auth-layout';
import { DemoAccounts } from '../components/demo-accounts';
import { useAuthSubmit } from '../components/use-auth-submit';

const route = getRouteApi('/(auth)/login');

export function LoginPage() {
  const { t } = useTranslation();
  const { redirect } = route.useSearch();
  const login = useLogin();
  const form = useAppForm<LoginForm>(loginFormSchema, {
    initialValues: { email: '', password: '' },
  });

  const submit = useAuthSubmit(form, login, redirect);

  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <DemoAccounts
        onPick={(account) => {
          form.setValues({ email: account.email, password: account.password });
          form.clearErrors();
        }}
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError error={form.failure} />
          <TextInput
            label={t('auth.fields.email')}
            type="email"
            autoComplete="username"
            required
            autoFocus
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
      <Text ta="center" fz="sm">
        {t('auth.login.noAccount')}{' '}
        <AnchorLink to="/register" search={{ redirect }}>
          {t('auth.login.createAccount')}
        </AnchorLink>
      </Text>
    </AuthLayout>
  );
}

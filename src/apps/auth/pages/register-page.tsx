import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '@/components/navigation/links';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { languageOf } from '@/lib/i18n/languages';
import { useRegister } from '../api/sign-in';
import { registerFormSchema, type RegisterForm } from '../register-schemas';
import { AuthLayout } from '../components/auth-layout';
import { useAuthSubmit } from '../components/use-auth-submit';

const route = getRouteApi('/(auth)/register');

export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const { redirect } = route.useSearch();
  const register = useRegister();
  const form = useAppForm<RegisterForm>(registerFormSchema, {
    initialValues: { username: '', email: '', password: '' },
  });

  // The page's language goes along: the mail that verifies the address is written in it.
  const submit = useAuthSubmit(
    form,
    register,
    (values) => ({ ...values, language: languageOf(i18n.resolvedLanguage) }),
    { redirect },
  );

  return (
    <AuthLayout
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <AnchorLink to="/login" search={{ redirect }}>
            {t('auth.register.signIn')}
          </AnchorLink>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError error={form.failure} />
          <TextInput
            label={t('auth.fields.username')}
            autoComplete="username"
            required
            autoFocus
            {...form.getInputProps('username')}
          />
          <TextInput
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('auth.fields.password')}
            description={<bdi>{t('password.rules')}</bdi>}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={register.isPending} fullWidth>
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

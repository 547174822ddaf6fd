import { useMemo } from 'react';
import {
  Button,
  Group,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { languages } from '@/lib/i18n/languages';
import { useAccount } from '../api/get-account';
import { useUpdateAccount } from '../api/update-account';
import {
  changesEmail,
  profileFormSchema,
  type Account,
  type ProfileUpdate,
} from '../api/account-schemas';
import { EmailVerification } from './email-verification';
import { AvatarField } from './avatar-field';
import { SectionCard } from '@/components/layout/section-card';

type ProfileFormValues = ProfileUpdate & { avatar: string; currentPassword: string };

/** Every zone the browser knows, with UTC first (some browsers leave it out of the list). */
function timeZones(): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...known.filter((zone) => zone !== 'UTC')];
}

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function initialValues(account: Account, language: string | undefined): ProfileFormValues {
  const fallbackLanguage = languages.find((entry) => entry.code === language)?.code ?? 'en';
  return {
    fullName: account.fullName,
    email: account.email,
    phone: account.phone,
    language: account.language ?? fallbackLanguage,
    timeZone: account.timeZone ?? browserTimeZone(),
    avatar: account.avatar,
    currentPassword: '',
  };
}

/**
 * The profile: checked here with the schema the API checks with, saved in one PATCH; the API's
 * field errors (an email another account has, a wrong password) land by their fields, the input
 * stays. Changing the email asks for the current password, in a field that shows under it while
 * the address typed is a change; the new address takes effect once the link mailed to it is
 * opened, and the profile says so meanwhile.
 */
export function ProfileTab() {
  const { data: account } = useAccount();
  // A new address put in force (its link opened, in any tab) starts the form again from it.
  return <ProfileForm key={account.email} account={account} />;
}

function ProfileForm({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateAccount();
  const schema = useMemo(() => profileFormSchema(account), [account]);
  const form = useAppForm<ProfileFormValues>(schema, {
    initialValues: initialValues(account, i18n.resolvedLanguage),
  });
  const changingEmail = changesEmail(account, form.values.email);
  const zones = useMemo(() => {
    const all = timeZones();
    const chosen = form.values.timeZone;
    return all.includes(chosen) ? all : [chosen, ...all];
  }, [form.values.timeZone]);
  return (
    <SectionCard title={t('account.profile.title')}>
      <form
        noValidate
        onSubmit={form.submitWith(
          update,
          // The avatar goes only when it changed (the rest of the profile is small), the password
          // only with a change of email.
          ({ avatar, currentPassword, ...values }) => ({
            ...values,
            ...(avatar !== account.avatar && { avatar }),
            ...(changesEmail(account, values.email) && { currentPassword }),
          }),
          ({ account: saved }) => {
            const next = initialValues(saved, i18n.resolvedLanguage);
            form.setInitialValues(next);
            form.setValues(next);
          },
        )}
      >
        <Stack gap="md">
          {account.pendingEmail !== null || !account.emailVerified ? (
            <EmailVerification email={account.email} pendingEmail={account.pendingEmail} />
          ) : null}
          <AvatarField
            name={form.values.fullName || account.fullName}
            value={form.values.avatar}
            onChange={(avatar) => {
              form.setFieldValue('avatar', avatar);
              form.clearFieldError('avatar');
            }}
            error={typeof form.errors.avatar === 'string' ? form.errors.avatar : undefined}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('account.fields.fullName')}
              autoComplete="name"
              required
              {...form.getInputProps('fullName')}
            />
            <Stack gap="sm">
              <TextInput
                label={t('account.fields.email')}
                type="email"
                autoComplete="email"
                required
                {...form.getInputProps('email')}
              />
              {changingEmail ? (
                <PasswordInput
                  label={t('account.password.current')}
                  description={t('account.emailChange.passwordHint')}
                  autoComplete="current-password"
                  required
                  // Mantine's PasswordInput marks its error only by style and description.
                  aria-invalid={form.errors.currentPassword ? true : undefined}
                  {...form.getInputProps('currentPassword')}
                />
              ) : null}
            </Stack>
            <TextInput
              label={t('account.fields.phone')}
              type="tel"
              autoComplete="tel"
              dir="ltr"
              {...form.getInputProps('phone')}
            />
            <NativeSelect
              label={t('account.fields.language')}
              data={languages.map((entry) => ({ value: entry.code, label: entry.name }))}
              {...form.getInputProps('language')}
            />
            <NativeSelect
              label={t('account.fields.timeZone')}
              data={zones}
              {...form.getInputProps('timeZone')}
            />
          </SimpleGrid>
          <FormError error={form.failure} />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {t('account.actions.save')}
            </Button>
            <Button
              variant="default"
              disabled={!form.isDirty()}
              onClick={() => {
                form.reset();
                form.clearFailure();
              }}
            >
              {t('account.actions.reset')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}

import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { SecondFactorFields } from '@/components/forms/second-factor-fields';
import { useAppForm } from '@/components/forms/use-app-form';
import { httpStatus } from '@/lib/http/api-error';
import {
  emptySecondFactor,
  secondFactorFormSchema,
  toSecondFactor,
  type SecondFactorForm,
} from '@/lib/session/second-factor';
import { useSecondStep } from '../api/sign-in';
import { useAuthSubmit } from './use-auth-submit';

/**
 * Sign-in's second step: the code of the authenticator app, or a recovery code. A wrong code is
 * said by the field; when the challenge has ended (too many wrong codes, or too long), `onEnded`
 * takes the user back to the password with the reason. `onModeChange` says which of the two the
 * user switched to, so that the page's subtitle asks for the one on show.
 */
export function TwoStepForm({
  challenge,
  redirect,
  onBack,
  onEnded,
  onModeChange,
}: {
  challenge: string;
  redirect: string | undefined;
  onBack: () => void;
  onEnded: (error: unknown) => void;
  onModeChange?: (useRecoveryCode: boolean) => void;
}) {
  const { t } = useTranslation();
  const secondStep = useSecondStep();
  const form = useAppForm<SecondFactorForm>(secondFactorFormSchema, {
    initialValues: emptySecondFactor,
    onValuesChange: (values, previous) => {
      if (values.useRecoveryCode !== previous.useRecoveryCode) {
        onModeChange?.(values.useRecoveryCode);
      }
    },
  });
  const request = {
    mutateAsync: (input: Parameters<typeof secondStep.mutateAsync>[0]) =>
      secondStep.mutateAsync(input).catch((error: unknown) => {
        if (httpStatus(error) === 401) onEnded(error);
        throw error;
      }),
  };
  const submit = useAuthSubmit(
    form,
    request,
    (values) => ({ challenge, ...toSecondFactor(values) }),
    { redirect },
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError error={form.failure} />
        <SecondFactorFields form={form} autoFocus />
        <Button type="submit" loading={secondStep.isPending} fullWidth>
          {t('auth.twoStep.submit')}
        </Button>
        <Group justify="center">
          <Button variant="subtle" size="compact-sm" onClick={onBack}>
            {t('auth.twoStep.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

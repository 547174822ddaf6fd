import { Fragment, useEffect, useState } from 'react';
import { Button, Code, CopyButton, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { FormError } from '@/components/forms/form-error';
import { AppCodeInput, SecondFactorFields } from '@/components/forms/second-factor-fields';
import { useAppForm } from '@/components/forms/use-app-form';
import {
  emptySecondFactor,
  normaliseAppCode,
  secondFactorFormSchema,
  toSecondFactor,
  type SecondFactor,
  type SecondFactorForm,
} from '@/lib/session/second-factor';
import { useDisableTwoStep } from '../api/disable-two-step';
import { useEnableTwoStep } from '../api/enable-two-step';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { useStartTwoStep } from '../api/start-two-step';
import { enableTwoStepFormSchema, type EnableTwoStep } from '../api/two-step-schemas';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';

/** The secret as people copy it into an app: groups of four. */
const groupsOf = (secret: string) => secret.match(/.{1,4}/g) ?? [];

/**
 * Turning two-step sign-in on: a new secret as a QR code and as a key to type, then a code from
 * the app to prove it holds it; then the recovery codes, shown once.
 */
export function TwoStepSetup({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const start = useStartTwoStep();
  const enable = useEnableTwoStep();
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useAppForm<EnableTwoStep>(enableTwoStepFormSchema, {
    initialValues: { code: '' },
  });
  const { mutate } = start;
  useEffect(() => mutate(), [mutate]);

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  if (start.error) {
    return (
      <LoadError
        title={t('account.twoStep.setupFailed')}
        error={start.error}
        onRetry={() => mutate()}
      />
    );
  }
  if (!start.data) {
    return (
      <Stack gap="md" aria-hidden>
        <Skeleton h={184} w={184} mx="auto" />
        <Skeleton h={36} />
      </Stack>
    );
  }
  const { secret, uri } = start.data;
  return (
    <Stack gap="md">
      <Text fz="sm">{t('account.twoStep.scan')}</Text>
      <Group justify="center">
        <QrCode value={uri} label={t('account.twoStep.qrLabel')} />
      </Group>
      <div>
        <Text fz="sm" mb={4} id="two-step-secret-label">
          {t('account.twoStep.orType')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code
            dir="ltr"
            fz="sm"
            py={6}
            aria-labelledby="two-step-secret-label"
            data-testid="two-step-secret"
          >
            {/* A line breaks between groups, never inside one: a group is typed whole. */}
            {groupsOf(secret).map((group, index) => (
              <Fragment key={index}>
                {index > 0 ? ' ' : null}
                <span style={{ whiteSpace: 'nowrap' }}>{group}</span>
              </Fragment>
            ))}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="default" size="xs" onClick={copy}>
                {copied ? t('account.twoStep.copied') : t('account.twoStep.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </div>
      <form
        noValidate
        onSubmit={form.submitWith(
          enable,
          (values) => ({ code: normaliseAppCode(values.code) }),
          (answer) => setCodes(answer.recoveryCodes),
        )}
      >
        <Stack gap="md">
          <AppCodeInput
            description={t('account.twoStep.confirmHint')}
            {...form.getInputProps('code')}
          />
          <FormError error={form.failure} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onDone}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('account.twoStep.turnOn')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** A form that asks for a code (or a recovery code) before a change to two-step sign-in. */
function SecondFactorConfirm<Result>({
  intro,
  submitLabel,
  danger = false,
  mutation,
  onSuccess,
  onCancel,
}: {
  intro: string;
  submitLabel: string;
  danger?: boolean;
  mutation: { mutateAsync: (factor: SecondFactor) => Promise<Result> };
  onSuccess: (result: Result) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useAppForm<SecondFactorForm>(secondFactorFormSchema, {
    initialValues: emptySecondFactor,
  });
  return (
    <form noValidate onSubmit={form.submitWith(mutation, toSecondFactor, onSuccess)}>
      <Stack gap="md">
        <Text fz="sm">{intro}</Text>
        <SecondFactorFields form={form} autoFocus />
        <FormError error={form.failure} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" color={danger ? 'red' : undefined} loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Turning two-step sign-in off: a code first. */
export function DisableTwoStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoStep();
  return (
    <SecondFactorConfirm
      intro={t('account.twoStep.disableIntro')}
      submitLabel={t('account.twoStep.turnOff')}
      danger
      mutation={disable}
      onSuccess={onDone}
      onCancel={onDone}
    />
  );
}

/** New recovery codes in place of the old: a code first, then the new codes, shown once. */
export function RenewRecoveryCodes({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const renew = useRenewRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  return (
    <SecondFactorConfirm
      intro={t('account.twoStep.renewIntro')}
      submitLabel={t('account.twoStep.renew')}
      mutation={renew}
      onSuccess={(answer) => setCodes(answer.recoveryCodes)}
      onCancel={onDone}
    />
  );
}

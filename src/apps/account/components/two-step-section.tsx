import { Suspense, useState } from 'react';
import { Badge, Button, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { FieldsSkeleton } from '@/components/forms/fields-skeleton';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { useIdlePreload } from '@/components/lazy/use-idle-preload';
import { loadOverlays } from '@/components/overlays/load-overlays';
import { Modal } from '@/components/overlays/modal';
import { useTwoStepStatus } from '../api/get-two-step-status';

// The dialogs (the QR code's encoder among them) are not in the tab's chunk: they load once the
// tab has painted and the browser is idle, so the first opening shows them at once.
const TwoStepSetup = lazyWithPreload(
  () => import('./two-step-dialogs'),
  (module) => module.TwoStepSetup,
);
const DisableTwoStep = lazyWithPreload(
  () => import('./two-step-dialogs'),
  (module) => module.DisableTwoStep,
);
const RenewRecoveryCodes = lazyWithPreload(
  () => import('./two-step-dialogs'),
  (module) => module.RenewRecoveryCodes,
);
const preloadDialogs = () => {
  void loadOverlays();
  for (const dialog of [TwoStepSetup, DisableTwoStep, RenewRecoveryCodes]) dialog.preload();
};

type Dialog = 'setup' | 'disable' | 'renew';
const DIALOGS = {
  setup: { title: 'account.twoStep.setupTitle', Body: TwoStepSetup },
  disable: { title: 'account.twoStep.turnOffTitle', Body: DisableTwoStep },
  renew: { title: 'account.twoStep.renewTitle', Body: RenewRecoveryCodes },
} as const;

/**
 * Two-step sign-in on the Security tab: whether it is on, and the way to turn it on (a QR code
 * for an authenticator app), off, or to get new recovery codes; each change asks for a code.
 */
export function TwoStepSection() {
  const { t } = useTranslation();
  const status = useTwoStepStatus();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [shown, setShown] = useState<Dialog>('setup');
  useIdlePreload(status.isSuccess, preloadDialogs);
  const open = (next: Dialog) => {
    setShown(next);
    setDialog(next);
  };
  const close = () => setDialog(null);
  const { title, Body } = DIALOGS[shown];
  const enabled = status.data?.enabled ?? false;

  return (
    <Paper p="lg" shadow="xs" component="section" aria-labelledby="account-two-step-title">
      <Group justify="space-between" mb="xs" gap="sm">
        <Group gap="xs">
          <IconShieldLock size={22} aria-hidden />
          <Title id="account-two-step-title" order={2} fz="h4">
            {t('account.twoStep.title')}
          </Title>
        </Group>
        {status.data ? (
          <Badge variant="light" color={enabled ? 'green' : 'gray'} data-testid="two-step-status">
            {enabled ? t('account.twoStep.on') : t('account.twoStep.off')}
          </Badge>
        ) : null}
      </Group>
      <Text fz="sm" mb="md">
        <bdi>{t('account.twoStep.intro')}</bdi>
      </Text>
      {status.error ? (
        <LoadError
          title={t('account.twoStep.loadFailed')}
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      ) : !status.data ? (
        <Skeleton h={36} w={220} aria-hidden />
      ) : enabled ? (
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed">
            {t('account.twoStep.codesLeft', { count: status.data.recoveryCodesLeft })}
          </Text>
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={() => open('renew')}>
              {t('account.twoStep.renew')}
            </Button>
            <Button variant="light" color="red" size="xs" onClick={() => open('disable')}>
              {t('account.twoStep.turnOff')}
            </Button>
          </Group>
        </Group>
      ) : (
        <Button onClick={() => open('setup')}>{t('account.twoStep.setUp')}</Button>
      )}
      <Modal
        opened={dialog !== null}
        onClose={close}
        title={t(title)}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        centered
      >
        <Suspense fallback={<FieldsSkeleton count={2} />}>
          <Body onDone={close} />
        </Suspense>
      </Modal>
    </Paper>
  );
}

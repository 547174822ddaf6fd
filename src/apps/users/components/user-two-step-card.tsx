import { useState } from 'react';
import { Badge, Button, Group, Skeleton, Text } from '@mantine/core';
import { IconShieldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { LoadError } from '@/components/feedback/load-error';
import { SectionCard } from '@/components/layout/section-card';
import { useAbility } from '@/lib/ability/can';
import { useUserSecurity } from '../api/get-user-security';
import { useResetUserTwoStep } from '../api/reset-user-two-step';
import type { User } from '../api/user-schemas';

/**
 * The user's two-step sign-in as an admin sees it: on or off, the recovery codes left, and Reset
 * for a user who lost their app and their codes (asked first: it takes effect at once).
 */
export function UserTwoStepCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const canUpdate = useAbility().can('update', 'User');
  const security = useUserSecurity(user.id);
  const reset = useResetUserTwoStep(user.id);
  const [confirming, setConfirming] = useState(false);
  const twoStep = security.data?.twoStep;
  return (
    <SectionCard
      title={t('users.security.twoStep.title')}
      description={t('users.security.twoStep.intro')}
      actions={
        twoStep ? (
          <Badge
            variant="light"
            color={twoStep.enabled ? 'green' : 'gray'}
            data-testid="user-two-step-status"
          >
            {twoStep.enabled ? t('users.security.twoStep.on') : t('users.security.twoStep.off')}
          </Badge>
        ) : null
      }
    >
      {security.error ? (
        <LoadError
          title={t('users.security.loadFailed')}
          error={security.error}
          onRetry={() => void security.refetch()}
        />
      ) : !twoStep ? (
        <Skeleton h={30} w={240} aria-hidden />
      ) : twoStep.enabled ? (
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed">
            {t('users.security.twoStep.codesLeft', { count: twoStep.recoveryCodesLeft })}
          </Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconShieldOff size={14} aria-hidden />}
            aria-label={t('users.security.twoStep.resetLabel')}
            disabled={!canUpdate}
            onClick={() => setConfirming(true)}
          >
            {t('users.security.twoStep.reset')}
          </Button>
        </Group>
      ) : (
        <Text fz="sm" c="dimmed">
          {t('users.security.twoStep.offText')}
        </Text>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('users.security.twoStep.resetTitle')}
        confirmLabel={t('users.security.twoStep.resetLabel')}
        loading={reset.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => reset.mutate(undefined, { onSettled: () => setConfirming(false) })}
      >
        {t('users.security.twoStep.resetText', { name: user.fullName })}
      </ConfirmDialog>
    </SectionCard>
  );
}

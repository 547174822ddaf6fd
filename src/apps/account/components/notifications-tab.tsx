import { Group, Skeleton, Stack, Switch, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { NotificationKindIcon } from '@/components/notifications/notification-kind-icon';
import { notificationKinds } from '@/lib/notifications/notification-kinds';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreference } from '../api/update-notification-preferences';
import { SectionCard } from '@/components/layout/section-card';

/**
 * The Notifications tab: a switch per kind. The server honours them: a kind turned off raises
 * nothing from then on (those already raised stay).
 */
export function NotificationsTab() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreference();
  return (
    <SectionCard
      title={t('account.notificationPreferences.title')}
      description={t('account.notificationPreferences.intro')}
    >
      {preferences.error ? (
        <LoadError
          title={t('account.notificationPreferences.loadFailed')}
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
        />
      ) : preferences.data ? (
        <Stack gap="md">
          {notificationKinds.map((kind) => (
            <Group key={kind} gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" radius="xl" aria-hidden>
                <NotificationKindIcon kind={kind} size={16} />
              </ThemeIcon>
              <Switch
                label={t(`notifications.kinds.${kind}`)}
                description={t(`notifications.kindHints.${kind}`)}
                checked={preferences.data[kind]}
                onChange={(event) => update.mutate({ kind, on: event.currentTarget.checked })}
              />
            </Group>
          ))}
        </Stack>
      ) : (
        <Stack gap="md" aria-hidden>
          {notificationKinds.map((kind) => (
            <Skeleton key={kind} h={36} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

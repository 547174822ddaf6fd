import { Card, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { AnchorLink } from '@/components/navigation/links';
import { actionLabel } from '@/lib/audit-log/audit-labels';
import { auditLogQueryOptions } from '@/lib/audit-log/list-audit-log';
import { formatDay, formatTime } from '@/lib/i18n/formats';
import type { User } from '../api/user-schemas';

/** The latest entries about the user's own actions: the audit log's, read where it is shared. */
const ACTIVITY_COUNT = 20;

/** The Activity tab: what the user did last (the audit log, filtered by the user). */
export function UserActivityTab({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const activity = useQuery(auditLogQueryOptions({ userId: user.id, perPage: ACTIVITY_COUNT }));
  const fullLog = (
    <AnchorLink to="/audit-log" search={{ userId: user.id }} fz="sm" w="fit-content">
      {t('users.activity.viewAll', { name: user.fullName })}
    </AnchorLink>
  );
  if (activity.isError) {
    return (
      <LoadError
        title={t('users.activity.loadFailed')}
        error={activity.error}
        onRetry={() => void activity.refetch()}
      />
    );
  }
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        {!activity.data ? (
          <Skeleton h={160} radius="md" aria-hidden />
        ) : activity.data.entries.length === 0 ? (
          <Text c="dimmed">{t('users.activity.empty')}</Text>
        ) : (
          <Timeline
            bulletSize={22}
            lineWidth={2}
            aria-label={t('users.activity.label', { name: user.fullName })}
          >
            {activity.data.entries.map((entry) => (
              <Timeline.Item
                key={entry.id}
                bullet={<IconHistory size={12} aria-hidden />}
                title={
                  <bdi>
                    {t('users.activity.entry', {
                      action: actionLabel(t, entry.action),
                      record: entry.recordLabel ?? t(`auditLog.apps.${entry.app}`),
                    })}
                  </bdi>
                }
              >
                <Text c="dimmed" size="xs">
                  {formatDay(entry.at, language)} {formatTime(entry.at, language)} ·{' '}
                  {t(`auditLog.apps.${entry.app}`)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
        {fullLog}
      </Stack>
    </Card>
  );
}

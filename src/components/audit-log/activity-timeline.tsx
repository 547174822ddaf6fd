import type { ReactNode } from 'react';
import { Card, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { actionLabel } from '@/lib/audit-log/audit-labels';
import { auditLogQueryOptions } from '@/lib/audit-log/list-audit-log';
import { formatDay, formatTime } from '@/lib/i18n/formats';

/** How many of the latest entries the timeline shows. */
const ACTIVITY_COUNT = 20;

interface ActivityTimelineProps {
  /** Whose actions: the audit log filtered by this user. */
  userId: number;
  /** The timeline's accessible name ("Latest activity of Grace Hopper"). */
  label: string;
  /** Above the timeline (an introduction), if anything. */
  header?: ReactNode;
  /** Below it: a link to the whole log, for those who may read it. */
  footer?: ReactNode;
}

/**
 * The latest entries of the audit log about one user's own actions, newest first: a user's
 * Activity tab (users app) and one's own on My account (account app).
 */
export function ActivityTimeline({ userId, label, header, footer }: ActivityTimelineProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const activity = useQuery(auditLogQueryOptions({ userId, perPage: ACTIVITY_COUNT }));
  if (activity.isError) {
    return (
      <LoadError
        title={t('auditLog.activity.loadFailed')}
        error={activity.error}
        onRetry={() => void activity.refetch()}
      />
    );
  }
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        {header}
        {!activity.data ? (
          <Skeleton h={160} radius="md" aria-hidden />
        ) : activity.data.entries.length === 0 ? (
          <Text c="dimmed">{t('auditLog.activity.empty')}</Text>
        ) : (
          // Mantine's Timeline renders divs (no `component`): the roles make it the list it is.
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a div that cannot be an ol
          <Timeline bulletSize={22} lineWidth={2} role="list" aria-label={label}>
            {activity.data.entries.map((entry) => (
              <Timeline.Item
                key={entry.id}
                // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a div that cannot be an li
                role="listitem"
                bullet={<IconHistory size={12} aria-hidden />}
                title={
                  <bdi>
                    {t('auditLog.activity.entry', {
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
        {footer}
      </Stack>
    </Card>
  );
}

import { Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationKindIcon } from '@/components/notifications/notification-kind-icon';
import { formatRelativeTime } from '@/lib/i18n/relative-time';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import type { Notification } from '../api/notification-schemas';
import { notificationText } from './notification-text';
import classes from './notifications.module.css';

/**
 * What a notification says: its kind's icon, its sentence, how long ago (from the server's now),
 * and a dot (and, for screen readers, "Unread") while unread. The bell's menu and the page wrap it.
 */
export function NotificationSummary({
  notification,
  now,
}: {
  notification: Notification;
  now: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" className={classes.summary}>
      <ThemeIcon variant="light" radius="xl" size="lg" color={notification.read ? 'gray' : 'blue'}>
        <NotificationKindIcon kind={notification.kind} />
      </ThemeIcon>
      <Stack gap={2} className={classes.body}>
        <Text fz="sm" fw={notification.read ? 400 : 600} dir="auto">
          {notificationText(t, notification)}
        </Text>
        <Text fz="xs" c="dimmed">
          {formatRelativeTime(notification.createdAt, now, i18n.resolvedLanguage)}
          {notification.read ? null : (
            <VisuallyHidden component="span"> {t('notifications.unread')}</VisuallyHidden>
          )}
        </Text>
      </Stack>
      {notification.read ? null : <span className={classes.dot} aria-hidden />}
    </Group>
  );
}

/**
 * A click on a notification's link: marks it read and opens the record's page in the app (a
 * modified click opens a new tab as any link does, and marks nothing).
 */
export function useOpenNotification() {
  const router = useRouter();
  const markRead = useMarkNotificationRead();
  return (event: MouseEvent<HTMLAnchorElement>, notification: Notification) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (!notification.read) markRead.mutate(notification);
    router.history.push(notification.link);
  };
}

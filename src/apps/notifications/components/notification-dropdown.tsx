import { Skeleton, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Menu } from '@/components/overlays/menu';
import { errorMessage } from '@/lib/http/api-error';
import { useServerNow } from '@/lib/clock/get-server-clock';
import { useUnreadNotificationCount } from '../api/count-unread-notifications';
import { useLatestNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { LATEST_SHOWN } from '../notifications-search';
import { NotificationSummary, useOpenNotification } from './notification-row';
import classes from './notifications.module.css';

/**
 * The bell's menu: the latest few (each opens its record, marked read), Mark all read and View
 * all. Its actions are there from the first render, so the menu's focus lands on an item.
 */
export function NotificationDropdown() {
  const { t } = useTranslation();
  const router = useRouter();
  const latest = useLatestNotifications(LATEST_SHOWN);
  const unread = useUnreadNotificationCount().data ?? 0;
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification();
  const now = useServerNow();
  const notifications = latest.data?.notifications;
  return (
    <>
      <Menu.Label>{t('notifications.title')}</Menu.Label>
      {latest.error ? (
        <Text c="red" fz="sm" px="sm" py="xs" role="alert">
          <bdi>{errorMessage(latest.error, t)}</bdi>
        </Text>
      ) : notifications === undefined || now === undefined ? (
        <Skeleton h={120} radius="sm" aria-hidden />
      ) : notifications.length === 0 ? (
        <Text c="dimmed" fz="sm" ta="center" py="md">
          {t('notifications.empty')}
        </Text>
      ) : (
        <div className={classes.list}>
          {notifications.map((notification) => (
            <Menu.Item
              key={notification.id}
              component="a"
              href={notification.link}
              onClick={(event) => open(event, notification)}
              className={classes.item}
              mod={{ unread: !notification.read }}
            >
              <NotificationSummary notification={notification} now={now} />
            </Menu.Item>
          ))}
        </div>
      )}
      <Menu.Divider />
      <Menu.Item disabled={unread === 0} closeMenuOnClick={false} onClick={() => markAll.mutate()}>
        {t('notifications.markAllRead')}
      </Menu.Item>
      <Menu.Item
        component="a"
        href="/notifications"
        onClick={(event) => {
          event.preventDefault();
          void router.navigate({ to: '/notifications' });
        }}
      >
        {t('notifications.viewAll')}
      </Menu.Item>
    </>
  );
}

import type { MouseEvent } from 'react';
import {
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { PageHeader } from '@/components/layout/page-header';
import { useServerNow } from '@/lib/clock/get-server-clock';
import { useUnreadNotificationCount } from '../api/count-unread-notifications';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationSummary, useOpenNotification } from '../components/notification-row';
import { notificationText } from '../components/notification-text';
import { listParamsOf, NOTIFICATIONS_PER_PAGE } from '../notifications-search';
import classes from '../components/notifications.module.css';

const route = getRouteApi('/_authenticated/notifications');

/** Every notification of the user, paged, filtered All or Unread, each with Mark read. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useNotifications(listParamsOf(search));
  const unread = useUnreadNotificationCount().data ?? list.data?.unread ?? 0;
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification();
  const now = useServerNow();
  const notifications = list.data?.notifications;
  const page = search.page ?? 1;
  const pageCount = list.data ? Math.ceil(list.data.total / NOTIFICATIONS_PER_PAGE) : 0;
  // Previous and Next only: the data table's pager is shared by enough pages to join every
  // page's shell (build/route-chunks.ts), and a list of notifications is read from the top.
  const goTo = (target: number) =>
    void navigate({
      search: (previous) => ({ ...previous, page: target > 1 ? target : undefined }),
    });
  return (
    <Stack gap="md" maw={880}>
      <PageHeader title={t('notifications.title')} subtitle={t('notifications.subtitle')} />
      <Group justify="space-between">
        <SegmentedControl
          aria-label={t('notifications.filter')}
          value={search.status === 'unread' ? 'unread' : 'all'}
          onChange={(value) =>
            void navigate({
              search: { status: value === 'unread' ? 'unread' : undefined, page: undefined },
            })
          }
          data={[
            { value: 'all', label: t('notifications.filters.all') },
            { value: 'unread', label: t('notifications.filters.unread', { count: unread }) },
          ]}
        />
        <Button
          variant="light"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      <Card withBorder padding="xs" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {list.error ? (
          <LoadError
            title={t('notifications.loadFailed')}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : notifications === undefined || now === undefined ? (
          <Stack gap="xs" aria-hidden>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} h={52} radius="sm" />
            ))}
          </Stack>
        ) : notifications.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {search.status === 'unread' ? t('notifications.noneUnread') : t('notifications.empty')}
          </Text>
        ) : (
          <Stack gap={4} component="ul" m={0} p={0} className={classes.plainList}>
            {notifications.map((notification) => (
              <Group
                key={notification.id}
                component="li"
                wrap="nowrap"
                gap="xs"
                className={classes.row}
                mod={{ unread: !notification.read }}
              >
                <UnstyledButton
                  component="a"
                  href={notification.link}
                  onClick={(event: MouseEvent<HTMLAnchorElement>) => open(event, notification)}
                  className={classes.link}
                >
                  <NotificationSummary notification={notification} now={now} />
                </UnstyledButton>
                {notification.read ? null : (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => markRead.mutate(notification)}
                    aria-label={t('notifications.markReadOf', {
                      text: notificationText(t, notification),
                    })}
                  >
                    {t('notifications.markRead')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Card>
      {list.data && pageCount > 1 ? (
        <Group justify="space-between" component="nav" aria-label={t('notifications.pages')}>
          <Button
            variant="default"
            disabled={page <= 1}
            onMouseEnter={() => list.preloadPage(page - 1)}
            onClick={() => goTo(page - 1)}
          >
            {t('notifications.previous')}
          </Button>
          <Text fz="sm" c="dimmed">
            {t('notifications.pageOf', { page, count: pageCount })}
          </Text>
          <Button
            variant="default"
            disabled={page >= pageCount}
            onMouseEnter={() => list.preloadPage(page + 1)}
            onClick={() => goTo(page + 1)}
          >
            {t('notifications.next')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

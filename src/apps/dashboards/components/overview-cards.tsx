import { Badge, Group, Stack, Text } from '@mantine/core';
import {
  IconCalendarEvent,
  IconChecklist,
  IconFileDollar,
  IconShoppingBag,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Can } from '@/lib/ability/can';
import { featureServed } from '@/lib/features/feature-served';
import type { Overview } from '../api/dashboard-schemas';
import { formatMoney, formatNumber, formatTime } from '@/lib/i18n/formats';
import { StatCard } from '@/components/layout/stat-card';
import classes from './dashboard-rows.module.css';

// Keyed by an event's stored calendar name: a Map, so no name can match a built-in property.
export const calendarColors: ReadonlyMap<string, string> = new Map([
  ['Personal', 'red'],
  ['Business', 'brand'],
  ['Family', 'orange'],
  ['Holiday', 'green'],
  ['ETC', 'cyan'],
]);

/**
 * The account's figures; a card shows only when the user may read its source (API and CASL
 * agree) and the backend serves the app it opens (config.json's `features`). Tasks and orders
 * are the user's own.
 */
export function OverviewCards({ overview }: { overview: Overview }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { users, invoices, tasks, events, orders } = overview;
  const number = (value: number) => formatNumber(value, language);

  return (
    <div className={classes.row}>
      {users && featureServed('users') ? (
        <Can I="read" a="User">
          <StatCard
            title={t('dashboards.users.title')}
            value={number(users.total)}
            icon={IconUsers}
            color="brand"
            look="dashboard"
            link={{ to: '/apps/users', label: t('dashboards.open') }}
          >
            <Group gap={6}>
              {(['active', 'pending', 'inactive'] as const).map((status) => (
                <Badge
                  key={status}
                  variant="light"
                  color={{ active: 'green', pending: 'yellow', inactive: 'gray' }[status]}
                >
                  {t(`dashboards.users.${status}`, { value: number(users.byStatus[status]) })}
                </Badge>
              ))}
            </Group>
          </StatCard>
        </Can>
      ) : null}

      {invoices && featureServed('invoices') ? (
        <Can I="read" a="Invoice">
          <StatCard
            title={t('dashboards.invoices.title')}
            value={formatMoney(invoices.totalAmount, language, { fractionDigits: 0 })}
            icon={IconFileDollar}
            color="green"
            look="dashboard"
            link={{ to: '/apps/invoices', label: t('dashboards.open') }}
          >
            <Text fz="sm">
              {t('dashboards.invoices.summary', {
                value: number(invoices.total),
                balance: formatMoney(invoices.balance, language, { fractionDigits: 0 }),
              })}
            </Text>
          </StatCard>
        </Can>
      ) : null}

      {tasks && featureServed('todo') ? (
        <Can I="read" a="Todo">
          <StatCard
            title={t('dashboards.tasks.title')}
            value={number(tasks.open)}
            icon={IconChecklist}
            color="orange"
            look="dashboard"
            link={{ to: '/apps/todo', label: t('dashboards.open') }}
          >
            <Group gap={6}>
              <Badge variant="light" color="red">
                {t('dashboards.tasks.overdue', { value: number(tasks.overdue) })}
              </Badge>
              <Badge variant="light" color="yellow">
                {t('dashboards.tasks.important', { value: number(tasks.important) })}
              </Badge>
            </Group>
          </StatCard>
        </Can>
      ) : null}

      {events && featureServed('calendar') ? (
        <Can I="read" a="Calendar">
          <StatCard
            title={t('dashboards.events.title')}
            value={number(events.today.length)}
            icon={IconCalendarEvent}
            color="cyan"
            look="dashboard"
            link={{ to: '/apps/calendar', label: t('dashboards.open') }}
          >
            {events.today.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t('dashboards.events.none')}
              </Text>
            ) : (
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {events.today.map((event) => (
                  <Group key={event.id} component="li" gap={6} wrap="nowrap">
                    {/* The time or "All day" whole; the title beside it is what shortens. */}
                    <Badge
                      size="xs"
                      variant="dot"
                      color={calendarColors.get(event.calendar) ?? 'gray'}
                      className={classes.chip}
                    >
                      {event.allDay
                        ? t('dashboards.events.allDay')
                        : formatTime(event.start, language)}
                    </Badge>
                    <Text fz="sm" truncate>
                      {event.title}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
            <Text fz="xs" c="dimmed" mt={6}>
              {t('dashboards.events.upcoming', { value: number(events.upcoming) })}
            </Text>
          </StatCard>
        </Can>
      ) : null}

      {orders && featureServed('ecommerce') ? (
        <Can I="read" a="Ecommerce">
          <StatCard
            title={t('dashboards.orders.title')}
            value={number(orders.total)}
            icon={IconShoppingBag}
            color="violet"
            look="dashboard"
            link={{ to: '/apps/ecommerce/orders', label: t('dashboards.open') }}
          >
            <Stack gap={6} align="flex-start">
              <Badge variant="light" color="blue">
                {t('dashboards.orders.inProgress', { value: number(orders.inProgress) })}
              </Badge>
              <Text fz="sm">
                {t('dashboards.orders.spent', {
                  value: formatMoney(orders.spent, language, { fractionDigits: 0 }),
                })}
              </Text>
            </Stack>
          </StatCard>
        </Can>
      ) : null}
    </div>
  );
}

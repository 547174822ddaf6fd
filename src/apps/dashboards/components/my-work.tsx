import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { linkOptions, type LinkOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '@/components/navigation/links';
import { Can } from '@/lib/ability/can';
import { featureServed } from '@/lib/features/feature-served';
import type { FeatureId } from '@/lib/features/feature-ids';
import type { Subject } from '@/lib/ability/ability-schemas';
import type { Overview } from '../api/dashboard-schemas';
import { formatDay, formatMoney, formatTime } from '@/lib/i18n/formats';
import { calendarColors } from './overview-cards';
import classes from './dashboard-rows.module.css';

// The shop's order statuses, as the API sends them (no app imports another); one it adds later
// shows as sent, in the neutral colour.
const orderStatuses: ReadonlyMap<string, { color: string; label: string }> = new Map([
  ['pending', { color: 'yellow', label: 'dashboards.orderStatus.pending' }],
  ['paid', { color: 'blue', label: 'dashboards.orderStatus.paid' }],
  ['shipped', { color: 'violet', label: 'dashboards.orderStatus.shipped' }],
  ['delivered', { color: 'green', label: 'dashboards.orderStatus.delivered' }],
  ['cancelled', { color: 'gray', label: 'dashboards.orderStatus.cancelled' }],
  ['refunded', { color: 'red', label: 'dashboards.orderStatus.refunded' }],
]);

const listStyle = { listStyle: 'none' } as const;

/**
 * One panel of the account's work, shown when the backend serves its feature and the account may
 * read its subject: its items, one `<li>` each (`renderItem` renders it), or what to say when there
 * is none, and a link to the app.
 */
function Panel<T>({
  id,
  title,
  link,
  feature,
  subject,
  items,
  empty,
  renderItem,
}: {
  id: string;
  title: string;
  link: { to: string; label: string };
  feature: FeatureId;
  subject: Subject;
  /** Undefined: the overview has none of these for the account. */
  items: readonly T[] | undefined;
  empty: string;
  renderItem: (value: T) => ReactNode;
}) {
  if (!items || !featureServed(feature)) return null;
  return (
    <Can I="read" a={subject}>
      <Paper p="lg" shadow="xs" component="section" aria-labelledby={id}>
        <Stack gap="sm" h="100%">
          <Title order={2} fz="h4" id={id}>
            {title}
          </Title>
          <div style={{ flex: 1 }}>
            {items.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {empty}
              </Text>
            ) : (
              <Stack gap="xs" component="ul" p={0} m={0} style={listStyle}>
                {items.map(renderItem)}
              </Stack>
            )}
          </div>
          <AnchorLink to={link.to} fz="sm" fw={500} aria-label={`${link.label}: ${title}`}>
            {link.label}
          </AnchorLink>
        </Stack>
      </Paper>
    </Can>
  );
}

/** A task or an event in a panel: its title (the user's text, on one line), what is due below. */
function TitledItem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="li" gap={2} style={{ minWidth: 0 }}>
      <Text fz="sm" fw={500} truncate dir="auto">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

type RecentOrder = NonNullable<Overview['orders']>['recent'][number];

/** An order in a panel: its number (a link to its page, by that number), day, total and status. */
function OrderItem({
  order,
  link,
  customer,
}: {
  order: RecentOrder;
  link: LinkOptions;
  /** The buyer, in the shop's panel. */
  customer?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const status = orderStatuses.get(order.status);
  return (
    <Group component="li" gap="xs" wrap="nowrap" justify="space-between">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <AnchorLink {...link} fz="sm" fw={500} truncate>
          {order.number}
        </AnchorLink>
        {customer === undefined ? null : (
          <Text fz="xs" truncate dir="auto">
            {customer}
          </Text>
        )}
        <Group gap="xs" wrap="nowrap">
          <Text fz="xs" c="dimmed">
            {formatDay(order.createdAt, language)}
          </Text>
          <Text fz="xs" c="dimmed">
            {formatMoney(order.total, language)}
          </Text>
        </Group>
      </Stack>
      <Badge variant="light" color={status?.color ?? 'gray'} style={{ flexShrink: 0 }}>
        {status ? t(status.label) : order.status}
      </Badge>
    </Group>
  );
}

/**
 * The account's own work, under its figures: its next tasks, what is coming up in the calendar and
 * its latest orders. Every account gets the panels of what it may read, so no home is left empty.
 */
export function MyWork({ overview }: { overview: Overview }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { tasks, events, orders, shop, today } = overview;
  if (!tasks && !events && !orders && !shop) return null;
  const day = (value: string) => formatDay(value, language);

  return (
    <div className={`${classes.row} ${classes.panels}`}>
      <Panel
        id="work-tasks"
        title={t('dashboards.work.tasks')}
        link={{ to: '/apps/todo', label: t('dashboards.work.allTasks') }}
        feature="todo"
        subject="Todo"
        items={tasks?.next}
        empty={t('dashboards.work.noTasks')}
        renderItem={(task) => {
          const overdue = task.dueDate !== null && task.dueDate.slice(0, 10) < today;
          return (
            <TitledItem key={task.id} title={task.title}>
              <Group gap={6}>
                <Text fz="xs" c={overdue ? 'red' : 'dimmed'} fw={overdue ? 600 : undefined}>
                  {task.dueDate === null
                    ? t('dashboards.work.noDueDate')
                    : overdue
                      ? t('dashboards.work.overdueSince', { date: day(task.dueDate) })
                      : t('dashboards.work.due', { date: day(task.dueDate) })}
                </Text>
                {task.isImportant ? (
                  <Badge size="xs" variant="light" color="yellow">
                    {t('dashboards.work.important')}
                  </Badge>
                ) : null}
              </Group>
            </TitledItem>
          );
        }}
      />

      <Panel
        id="work-events"
        title={t('dashboards.work.events')}
        link={{ to: '/apps/calendar', label: t('dashboards.work.calendar') }}
        feature="calendar"
        subject="Calendar"
        items={events?.next}
        empty={t('dashboards.work.noEvents')}
        renderItem={(event) => (
          <TitledItem key={event.id} title={event.title}>
            <Badge
              size="sm"
              variant="dot"
              color={calendarColors.get(event.calendar) ?? 'gray'}
              tt="none"
            >
              {/* A day and a time in the interface language: isolated, so right to left
                  they keep their own order. */}
              <bdi>
                {event.allDay
                  ? t('dashboards.work.allDayOn', { date: day(event.start) })
                  : t('dashboards.work.at', {
                      date: day(event.start),
                      time: formatTime(event.start, language),
                    })}
              </bdi>
            </Badge>
          </TitledItem>
        )}
      />

      <Panel
        id="work-orders"
        title={t('dashboards.work.orders')}
        link={{ to: '/apps/ecommerce/orders', label: t('dashboards.work.allOrders') }}
        feature="ecommerce"
        subject="Ecommerce"
        items={orders?.recent}
        empty={t('dashboards.work.noOrders')}
        renderItem={(order) => (
          <OrderItem
            key={order.id}
            order={order}
            link={linkOptions({
              to: '/apps/ecommerce/orders/$orderId',
              params: { orderId: order.id },
            })}
          />
        )}
      />

      <Panel
        id="work-shop-orders"
        title={t('dashboards.work.waitingOrders')}
        link={{ to: '/apps/ecommerce/orders-admin', label: t('dashboards.work.manageOrders') }}
        feature="ecommerce-orders-admin"
        subject="Order"
        items={shop?.waiting}
        empty={t('dashboards.work.noWaitingOrders')}
        renderItem={(order) => (
          <OrderItem
            key={order.id}
            order={order}
            customer={order.customer}
            link={linkOptions({
              to: '/apps/ecommerce/orders-admin/$orderId',
              params: { orderId: order.id },
            })}
          />
        )}
      />
    </div>
  );
}

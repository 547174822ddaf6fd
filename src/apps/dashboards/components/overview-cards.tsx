import { Badge, Group, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarEvent,
  IconMessageStar,
  IconTruckDelivery,
  IconChecklist,
  IconFileDollar,
  IconShoppingBag,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Can } from '@/lib/ability/can';
import { featureServed } from '@/lib/features/feature-served';
import type { FeatureId } from '@/lib/features/feature-ids';
import type { Subject } from '@/lib/ability/ability-schemas';
import type { Overview } from '../api/dashboard-schemas';
import { formatMoney, formatNumber, formatTime } from '@/lib/i18n/formats';
import { StatCard } from '@/components/layout/stat-card';
import { LOW_STOCK } from '@/lib/ecommerce/ecommerce-values';
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
 * The shop's work, for who runs it: each card opens the page where it is done, when the backend
 * serves it and the account may read it.
 */
interface ShopFigure {
  id: 'toShip' | 'lowStock' | 'reviews';
  title: string;
  /** Under the figure (the cards but the first, which shows the orders to be paid). */
  note: string;
  /** Null: the account may not see it. */
  value: number | null;
  icon: typeof IconTruckDelivery;
  color: string;
  to: string;
  feature: FeatureId;
  subject: Subject;
}

function shopCards(shop: NonNullable<Overview['shop']>): ShopFigure[] {
  return [
    {
      id: 'toShip',
      title: 'dashboards.shop.toShipTitle',
      note: '',
      value: shop.toShip,
      icon: IconTruckDelivery,
      color: 'violet',
      to: '/apps/ecommerce/orders-admin',
      feature: 'ecommerce-orders-admin',
      subject: 'Order',
    },
    {
      id: 'lowStock',
      title: 'dashboards.shop.lowStockTitle',
      note: 'dashboards.shop.lowStockNote',
      value: shop.lowStock,
      icon: IconAlertTriangle,
      color: 'orange',
      to: '/dashboards/ecommerce',
      feature: 'ecommerce-dashboard',
      subject: 'Ecommerce',
    },
    {
      id: 'reviews',
      title: 'dashboards.shop.reviewsTitle',
      note: 'dashboards.shop.reviewsNote',
      value: shop.reviewsToModerate,
      icon: IconMessageStar,
      color: 'cyan',
      to: '/apps/ecommerce/reviews',
      feature: 'ecommerce-reviews',
      subject: 'Review',
    },
  ];
}

/**
 * The account's figures; a card shows only when the user may read its source (API and CASL
 * agree) and the backend serves the app it opens (config.json's `features`). Tasks and orders
 * are the user's own.
 */
export function OverviewCards({ overview }: { overview: Overview }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { users, invoices, tasks, events, orders, shop } = overview;
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

      {shop
        ? shopCards(shop).map((card) =>
            card.value !== null && featureServed(card.feature) ? (
              <Can key={card.id} I="read" a={card.subject}>
                <StatCard
                  title={t(card.title)}
                  value={number(card.value)}
                  icon={card.icon}
                  color={card.color}
                  look="dashboard"
                  link={{ to: card.to, label: t('dashboards.open') }}
                >
                  {card.id === 'toShip' ? (
                    <Badge variant="light" color="yellow">
                      {t('dashboards.shop.toPay', { value: number(shop.toPay) })}
                    </Badge>
                  ) : (
                    <Text fz="sm">{t(card.note, { value: number(LOW_STOCK) })}</Text>
                  )}
                </StatCard>
              </Can>
            ) : null,
          )
        : null}
    </div>
  );
}

import { useId, useMemo, type ReactNode } from 'react';
import { Avatar, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { getRouteApi, linkOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dayColumn } from '@/components/data-table/column-kinds';
import {
  CellLink,
  CellSecondary,
  CellText,
  cellClasses,
} from '@/components/data-table/data-table-cells';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { AnchorLink } from '@/components/navigation/links';
import { useAbility } from '@/lib/ability/can';
import { featureServed } from '@/lib/features/feature-served';
import { formatMoney, formatNumber } from '@/lib/i18n/formats';
import type { CustomerDetail } from '../api/customer-schemas';
import { useCustomer } from '../api/get-customer';
import { AddressText } from '@/components/ecommerce/order-address';
import { orderTotalAndStatusColumns } from '@/components/ecommerce/order-columns';
import type { TableSearch } from '@/lib/list/list-search';

const route = getRouteApi('/_authenticated/apps/ecommerce/customers/$customerId');

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="h4" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** One of the customer's figures: the value, large, over what it counts. */
function Figure({ value, label }: { value: string; label: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

function Profile({ customer }: { customer: CustomerDetail['customer'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const separator = t('common.labelSeparator');
  const facts: [string, ReactNode][] = [
    [t('ecommerce.customers.fields.email'), <bdi key="email">{customer.email}</bdi>],
    [t('ecommerce.customers.fields.contact'), <bdi key="contact">{customer.contact}</bdi>],
    [t('ecommerce.customers.fields.company'), <bdi key="company">{customer.company}</bdi>],
    [t('ecommerce.customers.fields.country'), <bdi key="country">{customer.country}</bdi>],
  ];
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar src={customer.avatar || null} name={customer.fullName} size={64} radius="xl" />
          <div>
            <Title order={1} fz="h3">
              <bdi>{customer.fullName}</bdi>
            </Title>
            <Text c="dimmed" fz="sm">
              @<bdi>{customer.username}</bdi>
            </Text>
          </div>
        </Group>
        <SimpleGrid cols={2}>
          <Figure
            value={formatNumber(customer.orders, language)}
            label={t('ecommerce.customers.fields.orders')}
          />
          <Figure
            value={formatMoney(customer.totalSpent, language)}
            label={t('ecommerce.customers.fields.totalSpent')}
          />
        </SimpleGrid>
        <Stack gap={4} component="dl" m={0}>
          {facts.map(([label, value]) => (
            <Text key={label} fz="sm" component="div">
              <Text component="dt" span fw={600}>
                {label}
                {separator}
              </Text>
              <Text component="dd" span m={0}>
                {value}
              </Text>
            </Text>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

const orderRowId = (order: CustomerDetail['orders'][number]) => String(order.id);
const orderRowLabel = (order: CustomerDetail['orders'][number]) => order.number;
const managedOrderLink = (order: CustomerDetail['orders'][number]) =>
  linkOptions({ to: '/apps/ecommerce/orders-admin/$orderId', params: { orderId: order.id } });
/** A customer's orders: all of them, as the customer's record holds them. */
const wholeList: TableSearch = { page: 1, perPage: 100, q: '', sort: 'asc' };
const ignoreSearch = () => {};
const noRetry = () => {};

function Orders({ orders }: { orders: CustomerDetail['orders'] }) {
  const { t, i18n } = useTranslation();
  // The number opens the order's page for those who manage orders; it is text for the others.
  // An order's page is the managers' orders': linked where the backend serves them.
  const canManageOrders =
    useAbility().can('read', 'Order') && featureServed('ecommerce-orders-admin');
  const language = i18n.resolvedLanguage ?? 'en';
  const columns = useMemo<DataTableColumn<CustomerDetail['orders'][number]>[]>(
    () => [
      {
        id: 'number',
        header: t('ecommerce.orders.number'),
        hideable: false,
        rowHeader: true,
        render: (order) =>
          canManageOrders ? (
            <CellLink link={managedOrderLink(order)}>
              <bdi>{order.number}</bdi>
            </CellLink>
          ) : (
            <CellText>{order.number}</CellText>
          ),
      },
      dayColumn({
        id: 'date',
        header: t('ecommerce.orders.date'),
        value: (order) => order.createdAt,
        language,
      }),
      {
        id: 'items',
        header: t('ecommerce.orders.items'),
        render: (order) => (
          <div className={cellClasses.stack}>
            <CellText>{formatNumber(order.count, language)}</CellText>
            <CellSecondary>{order.lines.map((line) => line.name).join(', ')}</CellSecondary>
          </div>
        ),
      },
      ...orderTotalAndStatusColumns(t, language),
    ],
    [t, language, canManageOrders],
  );
  if (orders.length === 0) return <Text c="dimmed">{t('ecommerce.customers.noOrders')}</Text>;
  return (
    <DataTable<CustomerDetail['orders'][number]>
      id="ecommerce-customer-orders"
      label={t('ecommerce.customers.sections.orders')}
      toolbar={false}
      search={wholeList}
      onSearchChange={ignoreSearch}
      rows={[...orders]}
      total={orders.length}
      fetching={false}
      error={null}
      onRetry={noRetry}
      columns={columns}
      getRowId={orderRowId}
      getRowLabel={orderRowLabel}
    />
  );
}

/** A customer's page: the profile, their orders, the addresses they use and their wishlist. */
export function CustomerPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { customerId } = route.useParams();
  const { data } = useCustomer(customerId);
  const { customer, orders, addresses, wishlist } = data;
  return (
    <Stack gap="md">
      <AnchorLink to="/apps/ecommerce/customers" fz="sm" w="fit-content">
        <IconArrowLeft size={14} aria-hidden className="app-flip-rtl" />{' '}
        {t('ecommerce.customers.backToList')}
      </AnchorLink>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="lg">
            <Profile customer={customer} />
            <Section title={t('ecommerce.customers.sections.addresses')}>
              {addresses.length === 0 ? (
                <Text c="dimmed">{t('ecommerce.customers.noAddresses')}</Text>
              ) : (
                <Stack gap="md">
                  {addresses.map((address) => (
                    <AddressText
                      key={[address.line1, address.city, address.postalCode].join('|')}
                      address={address}
                    />
                  ))}
                </Stack>
              )}
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <Section title={t('ecommerce.customers.sections.orders')}>
              <Orders orders={orders} />
            </Section>
            <Section title={t('ecommerce.customers.sections.wishlist')}>
              {wishlist.length === 0 ? (
                <Text c="dimmed">{t('ecommerce.customers.emptyWishlist')}</Text>
              ) : (
                <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {wishlist.map((product) => (
                    <Group key={product.id} component="li" gap="sm" wrap="nowrap">
                      <Avatar src={product.image} alt="" radius="sm" size={40} />
                      <Text fz="sm" flex={1} dir="auto">
                        {product.name}
                      </Text>
                      <Text fz="sm" fw={600}>
                        {formatMoney(product.price, language)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

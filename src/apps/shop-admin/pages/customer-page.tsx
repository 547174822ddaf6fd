import { useId, type ReactNode } from 'react';
import { Avatar, Grid, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '@/components/data-table/table-scroll';
import { AnchorLink } from '@/components/navigation/links';
import { useAbility } from '@/lib/ability/can';
import { featureServed } from '@/lib/features/feature-served';
import { formatDay, formatMoney } from '@/lib/i18n/formats';
import type { CustomerDetail } from '../api/customer-schemas';
import { useCustomer } from '../api/get-customer';
import { formatNumber } from '@/components/ecommerce/format';
import { AddressText, OrderStatusBadge } from '@/components/ecommerce/order-address';

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
          <Stack gap={0}>
            <Text fz="xl" fw={700}>
              {formatNumber(customer.orders, language)}
            </Text>
            <Text fz="sm" c="dimmed">
              {t('ecommerce.customers.fields.orders')}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text fz="xl" fw={700}>
              {formatMoney(customer.totalSpent, language)}
            </Text>
            <Text fz="sm" c="dimmed">
              {t('ecommerce.customers.fields.totalSpent')}
            </Text>
          </Stack>
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

function Orders({ orders }: { orders: CustomerDetail['orders'] }) {
  const { t, i18n } = useTranslation();
  // The number opens the order's page for those who manage orders; it is text for the others.
  // An order's page is the managers' orders': linked where the backend serves them.
  const canManageOrders =
    useAbility().can('read', 'Order') && featureServed('ecommerce-orders-admin');
  const language = i18n.resolvedLanguage ?? 'en';
  if (orders.length === 0) return <Text c="dimmed">{t('ecommerce.customers.noOrders')}</Text>;
  return (
    <TableScroll minWidth={560}>
      <Table verticalSpacing="sm" aria-label={t('ecommerce.customers.sections.orders')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ecommerce.orders.number')}</Table.Th>
            <Table.Th>{t('ecommerce.orders.date')}</Table.Th>
            <Table.Th>{t('ecommerce.orders.items')}</Table.Th>
            <Table.Th>{t('ecommerce.cart.total')}</Table.Th>
            <Table.Th>{t('ecommerce.orders.statusLabel')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Th scope="row" fw={600}>
                {canManageOrders ? (
                  <AnchorLink
                    to="/apps/ecommerce/orders-admin/$orderId"
                    params={{ orderId: order.id }}
                  >
                    <bdi>{order.number}</bdi>
                  </AnchorLink>
                ) : (
                  <bdi>{order.number}</bdi>
                )}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <bdi>{formatDay(order.createdAt, language)}</bdi>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{formatNumber(order.count, language)}</Text>
                <Text fz="xs" c="dimmed" lineClamp={1} dir="auto">
                  {order.lines.map((line) => line.name).join(', ')}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(order.total, language)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {/* Its whole width: the badge's label would otherwise shrink to an ellipsis. */}
                <div style={{ width: 'max-content' }}>
                  <OrderStatusBadge status={order.status} />
                </div>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
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

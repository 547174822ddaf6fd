import { EmptyState, Paper } from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/navigation/links';

/** The page of a product that does not exist (removed, or a mistyped link). */
export function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <Paper p="xl" shadow="xs">
      <EmptyState icon={<IconPackageOff aria-hidden />} variant="light">
        <EmptyState.Title order={1}>{t('ecommerce.notFound.title')}</EmptyState.Title>
        <EmptyState.Description>{t('ecommerce.notFound.text')}</EmptyState.Description>
        <EmptyState.Actions>
          <ButtonLink to="/apps/ecommerce/shop">{t('ecommerce.actions.backToShop')}</ButtonLink>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

/** The page of an order that does not exist or is not the user's. */
export function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <Paper p="xl" shadow="xs">
      <EmptyState icon={<IconPackageOff aria-hidden />} variant="light">
        <EmptyState.Title order={1}>{t('ecommerce.orders.notFoundTitle')}</EmptyState.Title>
        <EmptyState.Description>{t('ecommerce.orders.notFoundText')}</EmptyState.Description>
        <EmptyState.Actions>
          <ButtonLink to="/apps/ecommerce/orders">{t('nav.orders')}</ButtonLink>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

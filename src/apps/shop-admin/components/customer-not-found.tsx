import { EmptyState, Paper } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/navigation/links';

/** The page of a customer that does not exist (no such user, or one who is not a customer). */
export function CustomerNotFound() {
  const { t } = useTranslation();
  return (
    <Paper p="xl" shadow="xs">
      <EmptyState icon={<IconUserOff aria-hidden />} variant="light">
        <EmptyState.Title order={1}>{t('ecommerce.customers.notFoundTitle')}</EmptyState.Title>
        <EmptyState.Description>{t('ecommerce.customers.notFoundText')}</EmptyState.Description>
        <EmptyState.Actions>
          <ButtonLink to="/apps/ecommerce/customers">{t('nav.customers')}</ButtonLink>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

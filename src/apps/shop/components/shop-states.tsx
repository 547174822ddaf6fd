import type { ReactNode } from 'react';
import { Center, EmptyState } from '@mantine/core';
import { Spinner } from '@/components/feedback/spinner';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { ButtonLink } from '@/components/navigation/links';

type PendingQuery = { error: unknown; refetch: () => unknown };

/** A shop page whose data has not come: a loader, or what failed with Retry. */
export function ShopPending({ query, errorTitle }: { query: PendingQuery; errorTitle: string }) {
  const { t } = useTranslation();
  if (query.error) {
    return (
      <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <Center py={64}>
      <Spinner label={t('ecommerce.loading')} />
    </Center>
  );
}

/** An empty cart or wishlist: what it means, and the way back to the shop. */
export function ShopEmpty({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState icon={icon} variant="light">
      <EmptyState.Title order={2}>{title}</EmptyState.Title>
      <EmptyState.Description>{text}</EmptyState.Description>
      <EmptyState.Actions>
        <ButtonLink to="/apps/ecommerce/shop">{t('ecommerce.actions.backToShop')}</ButtonLink>
      </EmptyState.Actions>
    </EmptyState>
  );
}

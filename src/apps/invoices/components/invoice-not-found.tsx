import { EmptyState, Paper } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/navigation/links';

/** The preview or edit page of an invoice that does not exist (deleted, or a mistyped link). */
export function InvoiceNotFound() {
  const { t } = useTranslation();
  return (
    <Paper p="xl" shadow="xs">
      <EmptyState icon={<IconFileUnknown aria-hidden />} variant="light">
        <EmptyState.Title order={1}>{t('invoices.notFound.title')}</EmptyState.Title>
        <EmptyState.Description>{t('invoices.notFound.text')}</EmptyState.Description>
        <EmptyState.Actions>
          <ButtonLink to="/apps/invoices">{t('invoices.actions.backToList')}</ButtonLink>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

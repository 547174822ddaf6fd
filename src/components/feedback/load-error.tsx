import { Button, EmptyState } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/http/api-error';

type LoadErrorProps = { title: string; error: unknown; onRetry: () => void };

/**
 * A part of a page whose data did not load: what failed, in the user's language, and Retry. The
 * rest of the page stays usable.
 */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconAlertTriangle aria-hidden />}
      variant="light"
      color="red"
      // Isolated, as the page header's sentence: right to left, the full stop stays at the end.
      title={<bdi>{title}</bdi>}
      description={<bdi>{errorMessage(error, t)}</bdi>}
    >
      <EmptyState.Actions>
        <Button variant="light" onClick={onRetry}>
          {t('common.actions.retry')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

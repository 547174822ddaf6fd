import { Button, Code, Group } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ButtonLink } from '@/components/navigation/links';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/** Root and route error boundary: says what went wrong and offers a way back. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <StatusPage
      // The heading is fixed by the product specification; it is not translated on purpose.
      title="Unexpected Application Error!"
      description={<Code block>{message}</Code>}
      action={
        <Group justify="center">
          <Button
            onClick={() => {
              // Loaders run again only when the router is invalidated; reset alone re-renders.
              queryReset.reset();
              reset();
              void router.invalidate();
            }}
          >
            {t('common.actions.retry')}
          </Button>
          <ButtonLink variant="default" to="/">
            {t('common.actions.backHome')}
          </ButtonLink>
        </Group>
      }
    />
  );
}

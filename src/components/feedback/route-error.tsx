import { Paper } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { HTTPError, TimeoutError } from 'ky';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page';
import { LoadError } from './load-error';

/** An answer that did not come (an HTTP error, a timeout, no network), not a bug in the page. */
function isLoadFailure(error: unknown): boolean {
  return error instanceof HTTPError || error instanceof TimeoutError || error instanceof TypeError;
}

/**
 * A page's error boundary. Data that failed to load is said where the page would be, in the
 * user's language, with Retry; the layout and its menus stay usable. A render error (a bug) still
 * gets the "Unexpected Application Error!" page.
 */
export function RouteError(props: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  if (!isLoadFailure(props.error)) return <ErrorPage {...props} />;
  return (
    <Paper shadow="xs" p="xl" component="section" aria-label={t('common.errors.loadFailed')}>
      <LoadError
        title={t('common.errors.loadFailed')}
        error={props.error}
        onRetry={() => {
          // Loaders run again only when the router is invalidated; reset alone re-renders.
          queryReset.reset();
          props.reset();
          void router.invalidate();
        }}
      />
    </Paper>
  );
}

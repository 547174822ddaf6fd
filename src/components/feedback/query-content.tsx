import type { ReactNode } from 'react';
import { Center } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

type QueryContentProps<Data> = {
  query: Pick<UseQueryResult<Data>, 'data' | 'error' | 'refetch'>;
  /** What failed, said above the error (`LoadError`). */
  errorTitle: string;
  /** The spinner's accessible name while the data loads. */
  loadingLabel: string;
  children: (data: Data) => ReactNode;
};

/**
 * The part of a page one query fills: its content once the data is there, the failure with Retry
 * where the content would be, or a spinner meanwhile. The rest of the page stays as it is.
 */
export function QueryContent<Data>({
  query,
  errorTitle,
  loadingLabel,
  children,
}: QueryContentProps<Data>) {
  if (query.data !== undefined) return children(query.data);
  if (query.error) {
    return (
      <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <Center py={64}>
      <Spinner label={loadingLabel} />
    </Center>
  );
}

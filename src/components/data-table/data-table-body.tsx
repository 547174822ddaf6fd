import { Suspense, type ComponentType, type ReactNode, type RefObject } from 'react';
import { Button, EmptyState, Skeleton, Table } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import type { DataTableVirtualBodyProps } from './data-table-virtual-body';
import classes from './data-table.module.css';

const SKELETON_ROWS = 5;
/** First guess of a row's height before it is measured (px). */
const VIRTUAL_ROW_ESTIMATE = 53;

function skeletonRows(columnCount: number): ReactNode {
  return Array.from({ length: SKELETON_ROWS }, (_, index) => (
    <Table.Tr key={index} aria-hidden>
      <Table.Td colSpan={columnCount}>
        <Skeleton height={24} />
      </Table.Td>
    </Table.Tr>
  ));
}

type DataTableBodyProps = {
  /** Whether the first answer has come (the rows may still be none). */
  loaded: boolean;
  /** How many rows the page (or the virtual list) has. */
  count: number;
  /** Draws the row at a position; null past the end. */
  renderRow: (position: number) => ReactNode;
  columnCount: number;
  fetching: boolean;
  /** Shown, with Retry, when there are no rows to show. */
  error: unknown;
  onRetry: () => void;
  emptyText?: string | undefined;
  /** The search typed, offered to clear when nothing matches it. */
  query: string;
  onClearSearch: () => void;
  virtualBody?: ComponentType<DataTableVirtualBodyProps> | undefined;
  scrollRef: RefObject<HTMLDivElement | null>;
};

/**
 * The table's rows, or what stands in for them: the load error with Retry, the skeleton before
 * the first answer, the empty state with "Clear search".
 */
export function DataTableBody({
  loaded,
  count,
  renderRow,
  columnCount,
  fetching,
  error,
  onRetry,
  emptyText,
  query,
  onClearSearch,
  virtualBody: VirtualBody,
  scrollRef,
}: DataTableBodyProps) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (!loaded && error) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columnCount} className={classes.state}>
          <LoadError title={t('dataTable.error.title')} error={error} onRetry={onRetry} />
        </Table.Td>
      </Table.Tr>
    );
  } else if (!loaded) {
    body = skeletonRows(columnCount);
  } else if (count === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columnCount} className={classes.state}>
          <EmptyState
            icon={<IconSearchOff aria-hidden />}
            withIndicatorBackground
            title={t('dataTable.empty.title')}
            description={emptyText ?? t('dataTable.empty.text')}
          >
            {query ? (
              <EmptyState.Actions>
                <Button variant="default" onClick={onClearSearch}>
                  {t('dataTable.search.clear')}
                </Button>
              </EmptyState.Actions>
            ) : null}
          </EmptyState>
        </Table.Td>
      </Table.Tr>
    );
  } else if (VirtualBody) {
    // The virtual body is one tbody a row (measured with its detail) between spacers.
    return (
      <Suspense fallback={skeletonRows(columnCount)}>
        <VirtualBody
          count={count}
          scrollRef={scrollRef}
          estimateSize={VIRTUAL_ROW_ESTIMATE}
          renderRow={renderRow}
          columnCount={columnCount}
        />
      </Suspense>
    );
  } else {
    body = Array.from({ length: count }, (_, position) => renderRow(position));
  }
  return (
    <Table.Tbody className={classes.body} data-fetching={fetching || undefined}>
      {body}
    </Table.Tbody>
  );
}

import { Pagination, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';
import { numberFormat } from '@/lib/i18n/formats';

type PaginationProps = {
  page: number;
  perPage: number;
  total: number;
  /** Rows on the page shown now. */
  count: number;
  onPageChange: (page: number) => void;
  /** A page's button is hovered or focused (`useListQuery`'s `preloadPage`: fetch it ahead). */
  onPageIntent?: ((page: number) => void) | undefined;
};

/** "Showing x to y of z" and the page buttons. */
export function DataTablePagination({
  page,
  perPage,
  total,
  count,
  onPageChange,
  onPageIntent,
}: PaginationProps) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.resolvedLanguage);
  const from = count === 0 ? 0 : (page - 1) * perPage + 1;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  // On a phone the buttons fit on one line: no first/last buttons, no neighbours.
  const compact = useMediaQuery('(max-width: 36em)') ?? false;
  const controlPage = { first: 1, previous: page - 1, next: page + 1, last: pageCount };
  const intent = (target: number) =>
    onPageIntent
      ? { onMouseEnter: () => onPageIntent(target), onFocus: () => onPageIntent(target) }
      : {};
  return (
    <div className={classes.footer}>
      <Text fz="sm" c="dimmed">
        {/* Isolated: a left-to-right sentence keeps its order on a right-to-left page. */}
        <bdi>
          {t('dataTable.pagination.summary', {
            from: number.format(from),
            to: number.format(from === 0 ? 0 : from + count - 1),
            total: number.format(total),
          })}
        </bdi>
      </Text>
      <nav aria-label={t('dataTable.pagination.label')}>
        <Pagination
          size="sm"
          total={pageCount}
          value={Math.min(page, pageCount)}
          onChange={onPageChange}
          siblings={compact ? 0 : 1}
          boundaries={1}
          withEdges={!compact}
          getItemProps={(item) => ({
            'aria-label': t('dataTable.pagination.page', { page: number.format(item) }),
            'aria-current': item === page ? 'page' : undefined,
            ...intent(item),
          })}
          getControlProps={(control) => ({
            'aria-label': t(`dataTable.pagination.${control}`),
            ...intent(controlPage[control]),
          })}
        />
      </nav>
    </div>
  );
}

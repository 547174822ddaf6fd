import { memo, useCallback, useMemo } from 'react';
import { SimpleGrid, Title } from '@mantine/core';
import { IconCheck, IconEyeOff } from '@tabler/icons-react';
import { linkOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  CellActionIcon,
  CellBadge,
  CellLink,
  CellSecondary,
  cellClasses,
} from '@/components/data-table/data-table-cells';
import { exportColumnsOf } from '@/components/data-table/column-kinds';
import { DataTable } from '@/components/data-table/data-table';
import type {
  DataTableBulkAction,
  DataTableColumn,
  DataTableListProps,
} from '@/components/data-table/data-table-types';
import { Select } from '@/components/overlays/select';
import { useAbility } from '@/lib/ability/can';
import { formatDay } from '@/lib/i18n/formats';
import { fillT } from '@/lib/i18n/memo-t';
import { isOneOf } from '@/lib/list/list-search';
import {
  reviewRatings,
  reviewStatuses,
  type ReviewSortColumn,
  type ReviewStatus,
} from '@/lib/ecommerce/ecommerce-values';
import { getAllMatchingReviews } from '../api/list-reviews';
import { useModerateReviews } from '../api/moderate-reviews';
import type { Review } from '@/lib/ecommerce/review-schemas';
import type { ReviewsSearch } from '../reviews-search';
import { ProductRating } from '@/components/ecommerce/product-rating';

const rowId = (review: Review) => String(review.id);
const rowLabel = (review: Review) => review.title;
const productLink = (review: Review) =>
  linkOptions({
    to: '/apps/ecommerce/products/$productId',
    params: { productId: review.productId },
  });
const EXCERPT = 80;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text);

export const reviewStatusColors: Record<ReviewStatus, string> = {
  approved: 'green',
  pending: 'yellow',
  hidden: 'gray',
};

const approveIcon = <IconCheck size={18} aria-hidden />;
const hideIcon = <IconEyeOff size={18} aria-hidden />;

type Filters = Pick<ReviewsSearch, 'status' | 'rating'>;

/** The Reviews list's filters: the status and the stars. */
const ReviewFilters = memo(function ReviewFilters({
  status,
  rating,
  onChange,
}: Filters & { onChange: (changes: Partial<Filters> & { page: number }) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Title order={2} fz="h5" mb="sm">
        {t('ecommerce.reviews.filters.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('ecommerce.reviews.fields.status')}
          placeholder={t('ecommerce.reviews.filters.allStatuses')}
          clearable
          value={status ?? null}
          data={reviewStatuses.map((value) => ({
            value,
            label: t(`ecommerce.reviews.status.${value}`),
          }))}
          onChange={(value) =>
            onChange({ status: isOneOf(reviewStatuses, value) ? value : undefined, page: 1 })
          }
        />
        <Select
          label={t('ecommerce.reviews.fields.rating')}
          placeholder={t('ecommerce.reviews.filters.anyRating')}
          clearable
          value={rating ?? null}
          data={reviewRatings.map((value) => ({
            value,
            label: t('ecommerce.reviews.stars', { count: Number(value) }),
          }))}
          onChange={(value) =>
            onChange({ rating: isOneOf(reviewRatings, value) ? value : undefined, page: 1 })
          }
        />
      </SimpleGrid>
    </>
  );
});

/** The Reviews list: every review, approved or hidden a row at a time or in bulk. */
export function ReviewsTable(list: DataTableListProps<Review, ReviewsSearch>) {
  const { search, onSearchChange } = list;
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const canModerate = useAbility().can('update', 'Review');
  const moderate = useModerateReviews();
  const { mutate } = moderate;
  const setStatus = useCallback(
    (reviews: readonly Review[], status: 'approved' | 'hidden') =>
      mutate({
        ids: reviews.map((row) => row.id),
        versions: reviews.map((row) => row.version),
        status,
      }),
    [mutate],
  );

  const columns = useMemo<DataTableColumn<Review, ReviewSortColumn>[]>(() => {
    const approveLabel = fillT(t, 'ecommerce.reviews.actions.approveReview', 'title');
    const hideLabel = fillT(t, 'ecommerce.reviews.actions.hideReview', 'title');
    const shown: DataTableColumn<Review, ReviewSortColumn>[] = [
      {
        id: 'product',
        header: t('ecommerce.reviews.fields.product'),
        sortKey: 'productName',
        hideable: false,
        render: (review) => <CellLink link={productLink(review)}>{review.productName}</CellLink>,
      },
      {
        id: 'author',
        header: t('ecommerce.reviews.fields.author'),
        sortKey: 'authorName',
        render: (review) => <bdi>{review.authorName}</bdi>,
      },
      {
        id: 'rating',
        header: t('ecommerce.reviews.fields.rating'),
        sortKey: 'rating',
        render: (review) => <ProductRating rating={review.rating} />,
      },
      {
        id: 'review',
        header: t('ecommerce.reviews.fields.review'),
        rowHeader: true,
        render: (review) => (
          <div className={cellClasses.stack}>
            <bdi>{review.title}</bdi>
            <CellSecondary>
              <bdi>{excerpt(review.text)}</bdi>
            </CellSecondary>
          </div>
        ),
      },
      {
        id: 'createdAt',
        header: t('ecommerce.reviews.fields.date'),
        sortKey: 'createdAt',
        render: (review) => <bdi>{formatDay(review.createdAt, language)}</bdi>,
      },
      {
        id: 'status',
        header: t('ecommerce.reviews.fields.status'),
        sortKey: 'status',
        render: (review) => (
          <CellBadge color={reviewStatusColors[review.status]}>
            {t(`ecommerce.reviews.status.${review.status}`)}
          </CellBadge>
        ),
      },
    ];
    if (!canModerate) return shown;
    return [
      ...shown,
      {
        id: 'actions',
        header: t('ecommerce.reviews.fields.actions'),
        hideable: false,
        align: 'end',
        render: (review) => (
          <div className={cellClasses.actions}>
            {review.status === 'approved' ? null : (
              <CellActionIcon
                color="green"
                label={approveLabel(review.title)}
                onClick={() => setStatus([review], 'approved')}
              >
                {approveIcon}
              </CellActionIcon>
            )}
            {review.status === 'hidden' ? null : (
              <CellActionIcon
                label={hideLabel(review.title)}
                onClick={() => setStatus([review], 'hidden')}
              >
                {hideIcon}
              </CellActionIcon>
            )}
          </div>
        ),
      },
    ];
  }, [t, language, canModerate, setStatus]);

  // The file holds the whole text, not the excerpt on screen.
  const exportColumns = useMemo(
    () =>
      exportColumnsOf<Review>(t, {
        'ecommerce.reviews.fields.id': (review) => review.id,
        'ecommerce.reviews.fields.product': (review) => review.productName,
        'ecommerce.reviews.fields.author': (review) => review.authorName,
        'ecommerce.reviews.fields.rating': (review) => review.rating,
        'ecommerce.reviews.fields.title': (review) => review.title,
        'ecommerce.reviews.fields.text': (review) => review.text,
        'ecommerce.reviews.fields.date': (review) => review.createdAt,
        'ecommerce.reviews.fields.status': (review) =>
          t(`ecommerce.reviews.status.${review.status}`),
      }),
    [t],
  );

  const bulkActions = useMemo<DataTableBulkAction<Review>[]>(() => {
    if (!canModerate) return [];
    return [
      {
        id: 'approveSelected',
        label: t('ecommerce.reviews.actions.approveSelected'),
        icon: IconCheck,
        color: 'green',
        run: ({ rows, clear }) => {
          setStatus(rows, 'approved');
          clear();
        },
      },
      {
        id: 'hideSelected',
        label: t('ecommerce.reviews.actions.hideSelected'),
        icon: IconEyeOff,
        run: ({ rows, clear }) => {
          setStatus(rows, 'hidden');
          clear();
        },
      },
    ];
  }, [t, canModerate, setStatus]);

  return (
    <DataTable<Review, ReviewSortColumn>
      id="ecommerce-reviews"
      label={t('ecommerce.reviews.table.label')}
      {...list}
      columns={columns}
      getRowId={rowId}
      getRowLabel={rowLabel}
      emptyText={t('ecommerce.reviews.table.empty')}
      filters={
        <ReviewFilters status={search.status} rating={search.rating} onChange={onSearchChange} />
      }
      bulkActions={bulkActions}
      exportCsv={{
        fileName: 'reviews',
        columns: exportColumns,
        fetchRows: () => getAllMatchingReviews(search),
      }}
    />
  );
}

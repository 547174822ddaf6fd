import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useListProps } from '@/components/data-table/use-list-props';
import { PageHeader } from '@/components/layout/page-header';
import { useReviews } from '../api/list-reviews';
import { ReviewsTable } from '../components/reviews-table';

const route = getRouteApi('/_authenticated/apps/ecommerce/reviews');

/** The Reviews page: what buyers wrote, for those who moderate it. */
export function ReviewsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const reviews = useReviews(search);
  const list = useListProps(
    { search, navigate: route.useNavigate() },
    reviews,
    (answer) => answer.reviews,
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('nav.reviews')} subtitle={t('ecommerce.reviews.subtitle')} />
      <ReviewsTable {...list} />
    </Stack>
  );
}

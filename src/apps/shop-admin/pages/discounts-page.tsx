import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useListProps } from '@/components/data-table/use-list-props';
import { PageHeader } from '@/components/layout/page-header';
import { useDiscountCodes } from '../api/list-discount-codes';
import { DiscountsTable } from '../components/discounts-table';

const route = getRouteApi('/_authenticated/apps/ecommerce/discounts');

/** The Discount codes page: the codes buyers type at the cart, as the catalogue's managers run them. */
export function DiscountsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const codes = useDiscountCodes(search);
  const list = useListProps(
    { search, navigate: route.useNavigate() },
    codes,
    (answer) => answer.codes,
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('nav.discounts')} subtitle={t('ecommerce.discounts.subtitle')} />
      <DiscountsTable {...list} />
    </Stack>
  );
}

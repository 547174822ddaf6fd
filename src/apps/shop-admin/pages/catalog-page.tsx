import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useListProps } from '@/components/data-table/use-list-props';
import { PageHeader } from '@/components/layout/page-header';
import { useCatalogProducts } from '../api/list-catalog-products';
import { CatalogTable } from '../components/catalog-table';

const route = getRouteApi('/_authenticated/apps/ecommerce/products/');

/** The Products page: the shop's catalogue as its managers see it. */
export function CatalogPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const products = useCatalogProducts(search);
  const list = useListProps(
    { search, navigate: route.useNavigate() },
    products,
    (answer) => answer.products,
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('nav.products')} subtitle={t('ecommerce.catalog.subtitle')} />
      <CatalogTable {...list} />
    </Stack>
  );
}

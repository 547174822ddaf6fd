import { memo } from 'react';
import { SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/overlays/select';
import { isOneOf } from '@/lib/list/list-search';
import { productStatuses, stockFilters } from '@/lib/ecommerce/ecommerce-values';
import { useCategories } from '@/lib/ecommerce/list-categories';
import type { CatalogSearch } from '../catalog-search';

type Filters = Pick<CatalogSearch, 'category' | 'status' | 'stock'>;

type CatalogFiltersProps = Filters & {
  onChange: (changes: Partial<Filters> & { page: number }) => void;
};

/** The Products list's filters; memoised, as the users' are. */
export const CatalogFilters = memo(function CatalogFilters({
  category,
  status,
  stock,
  onChange,
}: CatalogFiltersProps) {
  const { t } = useTranslation();
  const categories = useCategories().data ?? [];
  return (
    <>
      <Title order={2} fz="h5" mb="sm">
        {t('ecommerce.catalog.filters.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('ecommerce.catalog.fields.category')}
          placeholder={t('ecommerce.catalog.filters.allCategories')}
          clearable
          value={category ?? null}
          data={categories.map((option) => ({ value: option.slug, label: option.name }))}
          onChange={(value) => onChange({ category: value ?? undefined, page: 1 })}
        />
        <Select
          label={t('ecommerce.catalog.fields.status')}
          placeholder={t('ecommerce.catalog.filters.allStatuses')}
          clearable
          value={status ?? null}
          data={productStatuses.map((value) => ({
            value,
            label: t(`ecommerce.catalog.status.${value}`),
          }))}
          onChange={(value) =>
            onChange({ status: isOneOf(productStatuses, value) ? value : undefined, page: 1 })
          }
        />
        <Select
          label={t('ecommerce.catalog.fields.stock')}
          placeholder={t('ecommerce.catalog.filters.anyStock')}
          clearable
          value={stock ?? null}
          data={stockFilters.map((value) => ({
            value,
            label: t(`ecommerce.catalog.stockFilter.${value}`),
          }))}
          onChange={(value) =>
            onChange({ stock: isOneOf(stockFilters, value) ? value : undefined, page: 1 })
          }
        />
      </SimpleGrid>
    </>
  );
});

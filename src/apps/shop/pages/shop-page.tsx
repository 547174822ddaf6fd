import { Suspense, useCallback, useState } from 'react';
import { ActionIcon, Button, Center, EmptyState, NativeSelect, Stack, Text } from '@mantine/core';
import { Spinner } from '@/components/feedback/spinner';
import {
  IconAdjustmentsHorizontal,
  IconLayoutGrid,
  IconList,
  IconSearchOff,
} from '@tabler/icons-react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { LoadError } from '@/components/feedback/load-error';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { useIdlePreload } from '@/components/lazy/use-idle-preload';
import { usePreloadIntent } from '@/components/lazy/use-preload-intent';
import { FiltersButton } from '@/components/forms/filters-button';
import { SearchInput } from '@/components/forms/search-input';
import { PageHeader } from '@/components/layout/page-header';
import { useSidebarInDrawer } from '@/components/layout/side-column';
import { Drawer } from '@/components/overlays/modal';
import { isOneOf } from '@/lib/list/list-search';
import {
  productSorts,
  SHOP_DEFAULT_PER_PAGE,
  shopViews,
  type ShopView,
} from '@/lib/ecommerce/ecommerce-values';
import { categoriesQueryOptions } from '@/lib/ecommerce/list-categories';
import { useProducts } from '../api/list-products';
import { ProductCard } from '../components/product-card';
import type { ShopFilters } from '../components/shop-filters';
import classes from '@/apps/shop/components/shop.module.css';
import {
  countShopFilters,
  hasShopFilters,
  productsSearchOf,
  type ShopSearch,
} from '../shop-search';
import { numberFormat } from '@/lib/i18n/formats';

const routeApi = getRouteApi('/_authenticated/apps/ecommerce/shop');

// The filters (the price slider, the chips, the categories they list) are not in the page's
// chunk: beside the products they load with the page (the route's loader), and where they are in
// a drawer (`sidebarInDrawer`, a phone), on idle or when the Filters button is touched, focused
// or hovered.
const ShopFiltersPanel = lazyWithPreload(
  () => import('../components/shop-filters'),
  (module) => module.ShopFiltersPanel,
);

/** The filters' code and the categories they list (a prefetch: it never throws). */
export function preloadShopFilters(queryClient: QueryClient) {
  ShopFiltersPanel.preload();
  void queryClient.prefetchQuery(categoriesQueryOptions());
}

const noFilters: Partial<ShopSearch> = {
  q: undefined,
  categories: undefined,
  brands: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  rating: undefined,
  freeShipping: undefined,
  inStock: undefined,
  page: undefined,
};

/**
 * The shop: filters, search, sort, page and view all live in the URL, and the server filters,
 * sorts and pages; the count is its `total`.
 */
export function ShopPage() {
  const { t, i18n } = useTranslation();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const products = useProducts(productsSearchOf(search));
  const wide = !useSidebarInDrawer();
  const queryClient = useQueryClient();
  const preloadFilters = () => preloadShopFilters(queryClient);
  const filtersIntent = usePreloadIntent(preloadFilters);
  useIdlePreload(products.data !== undefined, preloadFilters);
  const [filtersOpened, setFiltersOpened] = useState(false);
  const view: ShopView = search.view ?? 'grid';

  const update = useCallback(
    (patch: Partial<ShopSearch>) =>
      void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }) }),
    [navigate],
  );
  const clearFilters = useCallback(() => update(noFilters), [update]);

  const filters = (
    <ShopFiltersPanel
      search={search}
      onChange={(patch: Partial<ShopFilters>) => update(patch)}
      onClear={clearFilters}
    />
  );

  const data = products.data;
  const number = numberFormat(i18n.resolvedLanguage);
  let results;
  if (data && data.products.length > 0) {
    results = (
      <div
        className={`${classes.grid} ${products.isPlaceholderData ? classes.dimmed : ''}`}
        data-view={view}
        aria-busy={products.isPlaceholderData}
      >
        {data.products.map((product) => (
          <ProductCard key={product.id} product={product} view={view} />
        ))}
      </div>
    );
  } else if (data) {
    results = (
      <EmptyState icon={<IconSearchOff aria-hidden />} variant="light">
        <EmptyState.Title order={2}>{t('ecommerce.empty.title')}</EmptyState.Title>
        <EmptyState.Description>{t('ecommerce.empty.text')}</EmptyState.Description>
        {hasShopFilters(search) ? (
          <EmptyState.Actions>
            <Button variant="light" onClick={clearFilters}>
              {t('ecommerce.filters.clear')}
            </Button>
          </EmptyState.Actions>
        ) : null}
      </EmptyState>
    );
  } else if (products.error) {
    results = (
      <LoadError
        title={t('ecommerce.errors.loadFailed')}
        error={products.error}
        onRetry={() => void products.refetch()}
      />
    );
  } else {
    results = (
      <Center py={64}>
        <Spinner label={t('ecommerce.loading')} />
      </Center>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader title={t('nav.shop')} subtitle={t('ecommerce.subtitle')} />
      <div className={classes.layout}>
        {wide ? (
          <aside>
            {/* Nothing while it loads: the column keeps its width, the products their place. */}
            <Suspense fallback={null}>{filters}</Suspense>
          </aside>
        ) : null}
        <Stack gap="md">
          <div className={classes.toolbar}>
            <SearchInput
              className={classes.search}
              value={search.q ?? ''}
              onChange={(q) => update({ q: q.trim() || undefined })}
              label={t('ecommerce.search.label')}
              placeholder={t('ecommerce.search.placeholder')}
            />
            {wide ? null : (
              <FiltersButton
                variant="default"
                leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
                onClick={() => setFiltersOpened(true)}
                {...filtersIntent(undefined)}
                label={t('ecommerce.filters.title')}
                active={countShopFilters(search)}
              />
            )}
            {/* A native select: Mantine's Select brings Combobox and Popover (≈ 15 KB gzip). */}
            <NativeSelect
              aria-label={t('ecommerce.sort.label')}
              data={productSorts.map((sort) => ({
                value: sort,
                label: t(`ecommerce.sort.${sort}`),
              }))}
              value={search.sortBy ?? 'featured'}
              onChange={(event) => {
                const value = event.currentTarget.value;
                update({
                  sortBy: isOneOf(productSorts, value) && value !== 'featured' ? value : undefined,
                });
              }}
              w={200}
            />
            {/* A group of two toggle buttons (Mantine's base): no segmented control (4 KB) for two. */}
            <ActionIcon.Group aria-label={t('ecommerce.view.label')}>
              {shopViews.map((option) => (
                <ActionIcon
                  key={option}
                  size="input-sm"
                  variant={view === option ? 'filled' : 'default'}
                  aria-pressed={view === option}
                  aria-label={t(`ecommerce.view.${option}`)}
                  onClick={() =>
                    void navigate({
                      search: (previous) => ({
                        ...previous,
                        view: option === 'grid' ? undefined : option,
                      }),
                    })
                  }
                >
                  {option === 'grid' ? (
                    <IconLayoutGrid size={18} aria-hidden />
                  ) : (
                    <IconList size={18} aria-hidden />
                  )}
                </ActionIcon>
              ))}
            </ActionIcon.Group>
          </div>
          <Text component="output" fz="sm" c="dimmed">
            {data
              ? t('ecommerce.results', { count: data.total, formatted: number.format(data.total) })
              : '\u00a0'}
          </Text>
          {results}
          {data && data.total > 0 ? (
            <DataTablePagination
              page={search.page ?? 1}
              perPage={search.perPage ?? SHOP_DEFAULT_PER_PAGE}
              total={data.total}
              count={data.products.length}
              onPageIntent={products.preloadPage}
              onPageChange={(page) =>
                void navigate({
                  search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }),
                })
              }
            />
          ) : null}
        </Stack>
      </div>
      {wide ? null : (
        <Drawer
          opened={filtersOpened}
          onClose={() => setFiltersOpened(false)}
          title={t('ecommerce.filters.title')}
          position="left"
        >
          <Suspense
            fallback={
              <Center py={64}>
                <Spinner label={t('ecommerce.loading')} />
              </Center>
            }
          >
            {filters}
          </Suspense>
        </Drawer>
      )}
    </Stack>
  );
}

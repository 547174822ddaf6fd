import { Paper, Skeleton, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { PageHeader } from '@/components/layout/page-header';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { useCategories } from '@/lib/ecommerce/list-categories';

// The list's drag and drop and its forms load with the page's first paint, not with the app.
const CategoryManager = lazyWithPreload(
  () => import('../components/category-list'),
  (module) => module.CategoryManager,
);
// Asked for with the page's own chunk, so it arrives with the categories rather than after them.
CategoryManager.preload();

function ListSkeleton() {
  return (
    <Stack gap="xs" aria-hidden>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} h={48} radius="md" />
      ))}
    </Stack>
  );
}

/** The Categories page: add, rename, reorder and delete the shop's categories. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const categories = useCategories();
  let content;
  if (categories.data) {
    content = (
      <Suspense fallback={<ListSkeleton />}>
        <CategoryManager categories={categories.data} />
      </Suspense>
    );
  } else if (categories.isError) {
    content = (
      <Paper withBorder p="md">
        <LoadError
          title={t('ecommerce.categoryAdmin.loadError')}
          error={categories.error}
          onRetry={() => void categories.refetch()}
        />
      </Paper>
    );
  } else {
    content = <ListSkeleton />;
  }
  return (
    <Stack gap="lg">
      <PageHeader title={t('nav.categories')} subtitle={t('ecommerce.categoryAdmin.subtitle')} />
      {content}
    </Stack>
  );
}

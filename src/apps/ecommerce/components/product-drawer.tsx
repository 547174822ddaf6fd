import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { useIdlePreload } from '@/components/lazy/use-idle-preload';
import { FieldsSkeleton } from '@/components/forms/fields-skeleton';
import { loadOverlays } from '@/components/overlays/load-overlays';
import { SideDrawer } from '@/components/overlays/side-drawer';
import type { Product } from '../api/ecommerce-schemas';

// The form, its validation and the picture handling load with the form, not with the list.
const ProductForm = lazyWithPreload(
  () => import('./product-form'),
  (module) => module.ProductForm,
);
const preloadDrawer = () => {
  void loadOverlays();
  ProductForm.preload();
};

/** The add drawer, and with a `product` the edit drawer (the same form, filled in). */
export function ProductDrawer({
  opened,
  onClose,
  product,
}: {
  opened: boolean;
  onClose: () => void;
  product?: Product;
}) {
  const { t } = useTranslation();
  useIdlePreload(true, preloadDrawer);
  return (
    <SideDrawer
      opened={opened}
      onClose={onClose}
      title={t(product ? 'ecommerce.catalog.actions.edit' : 'ecommerce.catalog.actions.add')}
      closeLabel={t('common.actions.close')}
      size="lg"
    >
      <Suspense fallback={<FieldsSkeleton count={10} />}>
        {/* A new form for each product: its values start from the product's. */}
        <ProductForm key={product?.id ?? 'new'} product={product} onDone={onClose} />
      </Suspense>
    </SideDrawer>
  );
}

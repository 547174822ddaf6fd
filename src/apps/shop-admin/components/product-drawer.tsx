import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { FormDrawer } from '@/components/overlays/form-drawer';
import type { Product } from '@/lib/ecommerce/ecommerce-schemas';

// The form, its validation and the picture handling load with the form, not with the list.
const ProductForm = lazyWithPreload(
  () => import('./product-form'),
  (module) => module.ProductForm,
);

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
  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={t(product ? 'ecommerce.catalog.actions.edit' : 'ecommerce.catalog.actions.add')}
      size="lg"
      preloadForm={ProductForm.preload}
      fields={10}
    >
      {/* A new form for each product: its values start from the product's. */}
      <ProductForm key={product?.id ?? 'new'} product={product} onDone={onClose} />
    </FormDrawer>
  );
}

import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { FormDrawer } from '@/components/overlays/form-drawer';
import type { DiscountCodeRecord } from '../api/discount-schemas';

// The form, its validation and the date pickers load with the form, not with the list.
const DiscountForm = lazyWithPreload(
  () => import('./discount-form'),
  (module) => module.DiscountForm,
);

/** The add drawer, and with a `code` the edit drawer (the same form, filled in). */
export function DiscountDrawer({
  opened,
  onClose,
  code,
}: {
  opened: boolean;
  onClose: () => void;
  code?: DiscountCodeRecord;
}) {
  const { t } = useTranslation();
  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={t(code ? 'ecommerce.discounts.actions.edit' : 'ecommerce.discounts.actions.add')}
      size="lg"
      preloadForm={DiscountForm.preload}
      fields={8}
    >
      {/* A new form for each code: its values start from the code's. */}
      <DiscountForm key={code?.id ?? 'new'} code={code} onDone={onClose} />
    </FormDrawer>
  );
}

import { useTranslation } from 'react-i18next';
import type { SortableAnnouncements } from '@/components/sortable/sortable-list';

/** The e-commerce lists' drag announcements (the categories, the product's pictures). */
export function useSortableAnnouncements(): SortableAnnouncements {
  const { t } = useTranslation();
  const place = (index: number, total: number) =>
    t('ecommerce.categoryAdmin.announce.place', { position: index + 1, total });
  return {
    instructions: t('ecommerce.categoryAdmin.announce.instructions'),
    lifted: (name, index, total) =>
      t('ecommerce.categoryAdmin.announce.lifted', { name, place: place(index, total) }),
    moved: (name, index, total) =>
      t('ecommerce.categoryAdmin.announce.moved', { name, place: place(index, total) }),
    dropped: (name, index, total) =>
      t('ecommerce.categoryAdmin.announce.dropped', { name, place: place(index, total) }),
    cancelled: (name, index, total) =>
      t('ecommerce.categoryAdmin.announce.cancelled', { name, place: place(index, total) }),
  };
}

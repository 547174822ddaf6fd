import { Suspense, type ReactNode } from 'react';
import type { DrawerProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FieldsSkeleton } from '@/components/forms/fields-skeleton';
import { useIdlePreload } from '@/components/lazy/use-idle-preload';
import { loadOverlays } from './load-overlays';
import { SideDrawer } from './side-drawer';

interface FormDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: DrawerProps['size'];
  /** The lazy form's `preload`: run once the page is idle, with the overlays' chunk. */
  preloadForm: () => void;
  /** How many fields the skeleton shows if the form is opened before its code has come. */
  fields: number;
  /** The lazy form. */
  children: ReactNode;
}

/**
 * A side drawer holding a form that is not in the page's chunks: the form and the overlays load
 * once the page has painted and the browser is idle, so a first opening shows the form at once
 * (a skeleton of its fields if it is opened sooner). Every add and edit drawer of the lists.
 */
export function FormDrawer({
  opened,
  onClose,
  title,
  size,
  preloadForm,
  fields,
  children,
}: FormDrawerProps) {
  const { t } = useTranslation();
  useIdlePreload(true, loadOverlays, preloadForm);
  return (
    <SideDrawer
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      closeLabel={t('common.actions.close')}
    >
      <Suspense fallback={<FieldsSkeleton count={fields} />}>{children}</Suspense>
    </SideDrawer>
  );
}

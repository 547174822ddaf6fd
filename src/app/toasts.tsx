import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { overlayZIndex } from './theme';
import { toasterNeeded, toastTimings } from '@/lib/notify/notify';
import { useUiSettings, type ToastPosition } from '@/stores/ui-settings';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

const mirrored: Partial<Record<ToastPosition, ToastPosition>> = {
  'top-right': 'top-left',
  'top-left': 'top-right',
  'bottom-right': 'bottom-left',
  'bottom-left': 'bottom-right',
};

/**
 * Where toasts appear: the settings' position, mirrored in RTL, below the navbar's controls.
 * Mounted with the first toast, so no page loads sonner before it shows one.
 */
export function Toasts() {
  const { t } = useTranslation();
  const isRTL = useUiSettings((state) => state.isRTL);
  const skin = useUiSettings((state) => state.skin);
  const position = useUiSettings((state) => state.toastPosition);
  const needed = useSyncExternalStore(toasterNeeded.subscribe, toasterNeeded.current);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={isRTL ? (mirrored[position] ?? position) : position}
        dir={isRTL ? 'rtl' : 'ltr'}
        theme={skin === 'dark' ? 'dark' : 'light'}
        visibleToasts={toastTimings.maxVisible}
        offset={{ top: 80, right: 16, left: 16, bottom: 16 }}
        style={{ zIndex: overlayZIndex + 10 }}
        closeButton
        richColors
        // sonner's own labels are English; Alt+T is its shortcut to the notifications.
        customAriaLabel={t('layout.toasts.label', { shortcut: 'Alt+T' })}
        toastOptions={{ closeButtonAriaLabel: t('layout.toasts.close') }}
      />
    </Suspense>
  );
}

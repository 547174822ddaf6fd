import { useEffect, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { isSettingsKey, useUiSettings } from '@/stores/ui-settings';
import { Toasts } from './toasts';
import { useRipple } from '@/components/feedback/use-ripple';
import { cssVariablesResolver, theme } from './theme';

/**
 * Keeps `<html dir>` and `data-skin` in step with the settings store, and the store with the
 * settings another tab of the app saves: a skin or direction chosen there applies here too.
 */
function DocumentSettings() {
  const isRTL = useUiSettings((state) => state.isRTL);
  const skin = useUiSettings((state) => state.skin);
  const { setDirection } = useDirection();
  useEffect(() => setDirection(isRTL ? 'rtl' : 'ltr'), [isRTL, setDirection]);
  useEffect(() => {
    document.documentElement.dataset.skin = skin;
  }, [skin]);
  useEffect(() => {
    const followOtherTabs = (event: StorageEvent) => {
      if (isSettingsKey(event.key)) void useUiSettings.persist.rehydrate();
    };
    window.addEventListener('storage', followOtherTabs);
    return () => window.removeEventListener('storage', followOtherTabs);
  }, []);
  useRipple();
  return null;
}

/**
 * What every page needs, signed in or not. The query cache and the ability are the signed-in
 * pages' (`SignedInProviders`, rendered by the signed-in layout).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const skin = useUiSettings((state) => state.skin);
  const isRTL = useUiSettings((state) => state.isRTL);
  return (
    <DirectionProvider initialDirection={isRTL ? 'rtl' : 'ltr'} detectDirection={false}>
      <MantineProvider
        theme={theme}
        forceColorScheme={skin === 'dark' ? 'dark' : 'light'}
        cssVariablesResolver={cssVariablesResolver}
      >
        <DocumentSettings />
        {children}
        <Toasts />
      </MantineProvider>
    </DirectionProvider>
  );
}

import { memo, useEffect, useRef } from 'react';
import { Drawer } from '@/components/overlays/modal';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useUiSettings } from '@/stores/ui-settings';
import { AppLogo } from './app-logo';
import type { AppManifest } from './nav-types';
import { VerticalMenu } from './vertical-menu';
import surface from './dark-surface.module.css';
import classes from './menu-drawer.module.css';

type MenuDrawerProps = {
  manifests: readonly AppManifest[];
  opened: boolean;
  onClose: () => void;
};

/**
 * The menu on narrow screens (and wherever the sidebar is hidden): a drawer from the start edge.
 * It closes on Esc, on a click outside, when a link is followed and when the route changes.
 */
export const MenuDrawer = memo(function MenuDrawer({
  manifests,
  opened,
  onClose,
}: MenuDrawerProps) {
  const { t } = useTranslation();
  const semiDark = useUiSettings((state) => state.skin === 'semi-dark');
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // A route change from elsewhere (browser back, a redirect) must not leave the drawer over the
  // new page; `onClose` is a no-op when it is already closed.
  const lastPathname = useRef(pathname);
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    onClose();
  }, [pathname, onClose]);

  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="left"
      size={280}
      // Through classNames: a className on Drawer.Content also lands on the full-screen inner box.
      classNames={{
        content: semiDark ? surface.darkSurface : undefined,
        header: classes.header,
        body: classes.body,
      }}
    >
      <Drawer.Overlay />
      <Drawer.Content
        aria-label={t('layout.mainMenu')}
        data-mantine-color-scheme={semiDark ? 'dark' : undefined}
      >
        <Drawer.Header>
          <AppLogo />
          <Drawer.CloseButton aria-label={t('layout.closeMenu')} />
        </Drawer.Header>
        <Drawer.Body>
          <VerticalMenu manifests={manifests} onNavigate={onClose} />
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
});

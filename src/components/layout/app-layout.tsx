import { lazy, memo, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useUiSettings } from '@/stores/ui-settings';
import { AfterContent, ContentShown } from './after-content';
import { AppFooter } from './app-footer';
import { AppNavbar, HiddenNavbarControls } from './app-navbar';
import { AppSidebar } from './app-sidebar';
import { FirstPageHeader } from './first-page-header';
import { contentId, focusContent } from './layout-ids';
import { MenuDrawer } from './menu-drawer';
import type { AppManifest } from './nav-types';
import { ScrollToTop } from './scroll-to-top';
import classes from './app-layout.module.css';

// The customizer is opened rarely: its code loads on the first open, not with every page.
// The horizontal layout's menubar is built on Mantine's Menu (floating-ui included): it loads
// with that layout only, not with every signed-in page (docs/performance.md).
const HorizontalMenu = lazy(() =>
  import('./horizontal-menu').then((module) => ({ default: module.HorizontalMenu })),
);
const CustomizerDrawer = lazy(() =>
  import('./customizer/customizer-drawer').then((module) => ({ default: module.CustomizerDrawer })),
);

type Slots = {
  /** Navbar content contributed by apps, after the breadcrumbs (the bookmarks bar). */
  navbarStart?: ReactNode;
  /** Keeps `navbarStart`'s room until it renders, so the navbar does not shift. */
  navbarStartPlaceholder?: ReactNode;
  /** Navbar content contributed by apps, before the settings controls (the search button). */
  navbarEnd?: ReactNode;
};

export type AppLayoutProps = Slots & {
  /** Every app's manifest; the menus, breadcrumbs and drawer show what the user may open. */
  manifests: readonly AppManifest[];
};

/**
 * The page content. Memoised without props, so a layout change (skin, navbar type…) re-renders
 * the chrome around the page, never the page itself. The first page renders in a transition
 * (`AfterContent`): the router commits the layout and its page synchronously, in one task as
 * long as the page's render (docs/performance.md, "The first render"); in a transition React
 * cuts the page's render into short tasks. Later pages render as the router commits them.
 * `onShown` tells the layout, whose chrome (menu, navbar controls) renders after it. Until then
 * the page's header, where the route table names it, holds its place (`FirstPageHeader`).
 */
const LayoutContent = memo(function LayoutContent({ onShown }: { onShown: () => void }) {
  return (
    <main id={contentId} tabIndex={-1} className={classes.content}>
      <ContentShown value>
        <AfterContent onShown={onShown} placeholder={<FirstPageHeader />}>
          <Outlet />
        </AfterContent>
      </ContentShown>
    </main>
  );
});

/**
 * The chrome around every signed-in page, driven by the UI settings store: a vertical (sidebar)
 * or horizontal (menu bar) layout, the navbar, the content (boxed or full width), the footer,
 * the phone menu drawer, the scroll-to-top button and the customizer. This component reads only
 * the settings that shape the page; each piece selects its own slice and is memoised.
 */
export function AppLayout({
  manifests,
  navbarStart,
  navbarStartPlaceholder,
  navbarEnd,
}: AppLayoutProps) {
  const { t } = useTranslation();
  const layoutType = useUiSettings((state) => state.layoutType);
  const menuHidden = useUiSettings((state) => state.menuHidden);
  const contentWidth = useUiSettings((state) => state.contentWidth);
  const navbarType = useUiSettings((state) => state.navbarType);
  const footerType = useUiSettings((state) => state.footerType);
  const [menuOpened, menu] = useDisclosure(false);
  const [customizerLoaded, setCustomizerLoaded] = useState(false);
  // The menu and the navbar's controls wait for the first page's content (`AfterContent`).
  const [contentShown, setContentShown] = useState(false);
  const showChrome = useCallback(() => setContentShown(true), []);
  const [customizerOpened, customizer] = useDisclosure(false, {
    onOpen: () => setCustomizerLoaded(true),
  });

  const withSidebar = layoutType === 'vertical' && !menuHidden;
  // Below md the sidebar is hidden (the burger's drawer has the menu): a phone does not render
  // it at all, which takes the whole menu off its first render (docs/performance.md).
  const narrow = useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false });
  // The burger opens the drawer wherever no other menu is visible: below md always, and at any
  // width when the vertical menu is hidden.
  const burger = {
    menuOpened,
    onMenuOpen: menu.open,
    burgerHiddenFrom: withSidebar || layoutType === 'horizontal' ? ('md' as const) : undefined,
  };

  return (
    <ContentShown value={contentShown}>
      <div
        className={classes.layout}
        data-layout={layoutType}
        data-content-width={contentWidth}
        data-footer-type={footerType}
      >
        <a
          href={`#${contentId}`}
          className={classes.skipLink}
          data-chrome
          onClick={(event) => {
            // Focus, not a hash navigation: the router would treat the hash as a new location.
            event.preventDefault();
            focusContent();
          }}
        >
          {t('layout.skipToContent')}
        </a>
        {withSidebar && !narrow ? <AppSidebar manifests={manifests} /> : null}
        <div className={classes.body}>
          <div className={classes.header} data-navbar-type={navbarType} data-chrome>
            {navbarType === 'hidden' ? (
              <HiddenNavbarControls {...burger} onCustomizerOpen={customizer.open} />
            ) : (
              <AppNavbar
                {...burger}
                manifests={manifests}
                withLogo={!withSidebar}
                navbarStart={navbarStart}
                navbarStartPlaceholder={navbarStartPlaceholder}
                navbarEnd={navbarEnd}
                onCustomizerOpen={customizer.open}
              />
            )}
            {layoutType === 'horizontal' ? (
              <Suspense fallback={<div className={classes.menuBarPlaceholder} />}>
                <HorizontalMenu manifests={manifests} />
              </Suspense>
            ) : null}
          </div>
          <LayoutContent onShown={showChrome} />
          <AppFooter />
        </div>
        <MenuDrawer manifests={manifests} opened={menuOpened} onClose={menu.close} />
        <ScrollToTop />
        {customizerLoaded ? (
          <Suspense fallback={null}>
            <CustomizerDrawer opened={customizerOpened} onClose={customizer.close} />
          </Suspense>
        ) : null}
      </div>
    </ContentShown>
  );
}

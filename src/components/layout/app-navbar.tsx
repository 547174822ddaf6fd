import { memo, type ReactNode } from 'react';
import { Box, Burger, Group, useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUiSettings } from '@/stores/ui-settings';
import { AfterContent } from './after-content';
import { AppLogo } from './app-logo';
import { Breadcrumbs } from './breadcrumbs';
import { CustomizerButton } from './customizer/customizer-button';
import { DirectionToggle } from './direction-toggle';
import { LanguageSwitcher } from './language-switcher';
import type { AppManifest } from './nav-types';
import { navbarPalette } from './navbar-colors';
import { SkinToggle } from './skin-toggle';
import { UserMenu } from './user-menu';
import classes from './app-navbar.module.css';

type MenuButtonProps = {
  menuOpened: boolean;
  onMenuOpen: () => void;
  /** Where the burger hides because the sidebar or the menu bar takes over; none: always shown. */
  burgerHiddenFrom: MantineBreakpoint | undefined;
};

function MenuBurger({ menuOpened, onMenuOpen, burgerHiddenFrom }: MenuButtonProps) {
  const { t } = useTranslation();
  return (
    <Burger
      opened={menuOpened}
      onClick={onMenuOpen}
      hiddenFrom={burgerHiddenFrom}
      size="sm"
      className={classes.burger}
      aria-label={t('layout.toggleMenu')}
      aria-expanded={menuOpened}
    />
  );
}

type AppNavbarProps = MenuButtonProps & {
  manifests: readonly AppManifest[];
  /** Shows the logo: there is no sidebar to carry it. */
  withLogo: boolean;
  navbarStart?: ReactNode;
  /** What holds `navbarStart`'s room until it renders (it renders after the page's content). */
  navbarStartPlaceholder?: ReactNode;
  navbarEnd?: ReactNode;
  onCustomizerOpen: () => void;
};

/**
 * The top bar: menu burger, breadcrumbs, the apps' slots (bookmarks, search) and the settings
 * and account controls. Its colour comes from the `navbarColor` setting; on a filled colour
 * every control takes the black or white text that contrasts more (app-navbar.module.css).
 */
export const AppNavbar = memo(function AppNavbar({
  manifests,
  withLogo,
  navbarStart,
  navbarStartPlaceholder,
  navbarEnd,
  onCustomizerOpen,
  ...burger
}: AppNavbarProps) {
  const theme = useMantineTheme();
  const navbarColor = useUiSettings((state) => state.navbarColor);
  const dark = useUiSettings((state) => state.skin === 'dark');
  const palette = navbarPalette(theme, navbarColor, dark ? 'dark' : 'light');

  return (
    <Box
      component="header"
      className={classes.navbar}
      mod={{ 'navbar-colored': palette !== null }}
      style={
        palette ? { '--app-navbar-bg': palette.background, '--app-navbar-text': palette.text } : {}
      }
    >
      <div className={classes.inner}>
        <MenuBurger {...burger} />
        {withLogo ? <AppLogo iconOnPhones /> : null}
        <Breadcrumbs manifests={manifests} />
        <AfterContent placeholder={navbarStartPlaceholder}>{navbarStart}</AfterContent>
        <div className={classes.spacer} />
        <AfterContent>
          {navbarEnd}
          <Group gap={4} wrap="nowrap" className={classes.actions}>
            <LanguageSwitcher />
            {/* The customizer has the skin and the direction too; on phones the navbar has no
                room for them (the account menu was pushed off a 360 px screen). */}
            <Box visibleFrom="sm">
              <SkinToggle />
            </Box>
            <Box visibleFrom="sm">
              <DirectionToggle />
            </Box>
            <CustomizerButton onClick={onCustomizerOpen} />
            <UserMenu />
          </Group>
        </AfterContent>
      </div>
    </Box>
  );
});

type HiddenNavbarControlsProps = MenuButtonProps & { onCustomizerOpen: () => void };

/**
 * With the navbar hidden, the menu burger and the customizer still need a way in (the customizer
 * is how the navbar comes back): they float at the top end of the page.
 */
export const HiddenNavbarControls = memo(function HiddenNavbarControls({
  onCustomizerOpen,
  ...burger
}: HiddenNavbarControlsProps) {
  return (
    <Group gap={4} wrap="nowrap" className={classes.floatingControls}>
      <MenuBurger {...burger} />
      <CustomizerButton onClick={onCustomizerOpen} />
    </Group>
  );
});

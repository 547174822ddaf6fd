import type { ReactNode } from 'react';
import { AppShell, Burger, Group, Image, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability/can';
import { useUiSettings } from '@/stores/ui-settings';
import { DirectionToggle } from './direction-toggle';
import { LanguageSwitcher } from './language-switcher';
import { MenuLink } from './menu-link';
import type { AppManifest, NavGroup } from './nav-types';
import { SkinToggle } from './skin-toggle';
import { UserMenu } from './user-menu';

const year = new Date().getFullYear();
const groupOrder: NavGroup[] = ['dashboards', 'apps', 'pages', 'settings'];

/** The chrome around every signed-in page: navbar, menu, content and footer. */
type AppLayoutProps = {
  items: readonly AppManifest[];
  /** Navbar content contributed by apps (bookmarks, search), placed after the logo. */
  navbarStart?: ReactNode;
};

export function AppLayout({ items, navbarStart }: AppLayoutProps) {
  const { t } = useTranslation();
  const ability = useAbility();
  const [mobileOpen, { toggle, close }] = useDisclosure(false);
  const skin = useUiSettings((state) => state.skin);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const visible = items.filter((item) => ability.can(item.action ?? 'read', item.subject));

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !mobileOpen } }}
      padding="lg"
    >
      <AppShell.Header component="header">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpen}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t('layout.toggleMenu')}
            />
            <Link to="/" aria-label={t('layout.home')}>
              <Image src="/logo.svg" alt="" w={32} h={32} />
            </Link>
            <Text fw={700} visibleFrom="lg">
              {t('app.name')}
            </Text>
            {navbarStart}
          </Group>
          <Group gap={4} wrap="nowrap">
            <LanguageSwitcher />
            <SkinToggle />
            <DirectionToggle />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        component="nav"
        aria-label={t('layout.mainMenu')}
        className="app-menu"
        data-mantine-color-scheme={skin === 'semi-dark' ? 'dark' : undefined}
      >
        <ScrollArea p="sm">
          {groupOrder.map((group) => {
            const groupItems = visible.filter((item) => item.group === group);
            if (groupItems.length === 0) return null;
            return (
              <div key={group}>
                <Text fz="xs" fw={600} tt="uppercase" c="dimmed" px="sm" pt="md" pb={4}>
                  {t(`nav.groups.${group}`)}
                </Text>
                {groupItems.map((item) => {
                  const Icon = item.icon;
                  return (
                    <MenuLink
                      key={item.id}
                      to={item.path}
                      label={t(item.titleKey)}
                      leftSection={<Icon size={18} aria-hidden />}
                      active={pathname === item.path || pathname.startsWith(`${item.path}/`)}
                      onClick={close}
                    />
                  );
                })}
              </div>
            );
          })}
        </ScrollArea>
      </AppShell.Navbar>

      <AppShell.Main component="div" className="app-main">
        <main className="app-content">
          <Outlet />
        </main>
        {/* Static footer: it follows the content rather than covering it. */}
        <Text component="footer" fz="sm" c="dimmed" pt="xl">
          {t('layout.footer', { year })}
        </Text>
      </AppShell.Main>
    </AppShell>
  );
}

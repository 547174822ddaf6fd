import { Fragment, memo } from 'react';
// oxlint-disable-next-line no-restricted-imports -- Menubar's menus are Mantine's Menu parts; this module is itself loaded lazily (app-layout.tsx), with the horizontal layout only.
import { Menu, Menubar } from '@mantine/core';
import {
  IconChevronDown,
  IconCircle,
  IconFiles,
  IconLayoutGrid,
  IconSettings,
  IconSmartHome,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MenuItemLink } from './menu-item-link';
import { NavBadgeLabel } from './nav-badge';
import { AppIcon, type AppIconName } from './app-icons';
import type { AppManifest, NavGroup, NavIcon, NavPage } from './nav-types';
import { useCurrentNavigation } from './navigation';
import classes from './horizontal-menu.module.css';

const groupIcons: Record<NavGroup, NavIcon> = {
  dashboards: IconSmartHome,
  apps: IconLayoutGrid,
  pages: IconFiles,
  settings: IconSettings,
};

const exactActive = { exact: true, includeSearch: false } as const;

function PageItem({ page, icon, active }: { page: NavPage; icon?: AppIconName; active: boolean }) {
  const { t } = useTranslation();
  return (
    <MenuItemLink
      to={page.path}
      activeOptions={exactActive}
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}
      className={classes.item}
      leftSection={
        icon ? <AppIcon name={icon} size={18} /> : <IconCircle size={8} stroke={2} aria-hidden />
      }
      rightSection={page.badge ? <NavBadgeLabel badge={page.badge} /> : undefined}
    >
      {t(page.titleKey)}
    </MenuItemLink>
  );
}

/**
 * The horizontal layout's menu bar (md and up; phones get the drawer): one dropdown per group,
 * a parent's pages grouped under its name. Mantine's Menubar gives the WAI-ARIA menubar keys:
 * arrows between and inside menus (mirrored in RTL), Home/End, type-ahead, Esc.
 */
export const HorizontalMenu = memo(function HorizontalMenu({
  manifests,
}: {
  manifests: readonly AppManifest[];
}) {
  const { t } = useTranslation();
  const { sections, trail, activeId } = useCurrentNavigation(manifests);

  return (
    <nav aria-label={t('layout.mainMenu')} className={classes.hmenu}>
      <div className={classes.inner}>
        <Menubar aria-label={t('layout.mainMenu')} className={classes.bar}>
          {sections.map((section) => {
            const GroupIcon = groupIcons[section.group];
            return (
              // No focus placeholder: the menubar focuses the first item itself, and the
              // placeholder (role="presentation") is not a valid child of role="menu".
              <Menubar.Menu
                key={section.group}
                width={240}
                offset={6}
                withInitialFocusPlaceholder={false}
              >
                <Menubar.Target
                  className={classes.target}
                  data-active={trail?.group === section.group || undefined}
                >
                  <GroupIcon size={20} aria-hidden />
                  <span>{t(`nav.groups.${section.group}`)}</span>
                  <IconChevronDown size={16} aria-hidden />
                </Menubar.Target>
                <Menubar.Dropdown>
                  {section.entries.map((entry, index) =>
                    entry.children.length > 0 ? (
                      <Fragment key={entry.id}>
                        {index > 0 ? <Menu.Divider /> : null}
                        <Menu.Label>{t(entry.titleKey)}</Menu.Label>
                        {entry.children.map((child) => (
                          <PageItem key={child.id} page={child} active={child.id === activeId} />
                        ))}
                      </Fragment>
                    ) : (
                      <PageItem
                        key={entry.id}
                        page={entry}
                        icon={entry.icon}
                        active={entry.id === activeId}
                      />
                    ),
                  )}
                </Menubar.Dropdown>
              </Menubar.Menu>
            );
          })}
        </Menubar>
      </div>
    </nav>
  );
});

import { memo, useId, useState } from 'react';
import { Group, NavLink } from '@mantine/core';
import { IconChevronRight, IconCircle, IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MenuLink } from './menu-link';
import { NavBadgeLabel } from './nav-badge';
import { AppIcon, type AppIconName } from './app-icons';
import type { AppManifest, NavEntry, NavPage } from './nav-types';
import { useCurrentNavigation } from './navigation';
import classes from './vertical-menu.module.css';

type LinkProps = {
  page: NavPage;
  icon?: AppIconName;
  active: boolean;
  onNavigate?: () => void;
};

// The router would mark every link whose path prefixes the location as current; the menu marks
// only the trail's page, so a list and its detail pages never light up together.
const exactActive = { exact: true, includeSearch: false } as const;

function MenuEntryLink({ page, icon, active, onNavigate }: LinkProps) {
  const { t } = useTranslation();
  return (
    <MenuLink
      to={page.path}
      activeOptions={exactActive}
      label={t(page.titleKey)}
      leftSection={
        icon ? (
          <AppIcon name={icon} />
        ) : (
          <IconCircle size={10} stroke={2} aria-hidden className={classes.bullet} />
        )
      }
      rightSection={page.badge ? <NavBadgeLabel badge={page.badge} /> : undefined}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="filled"
      noWrap
      classNames={{ root: classes.link, body: classes.label, section: classes.section }}
      onClick={onNavigate}
    />
  );
}

type ParentProps = {
  entry: NavEntry;
  activeId: string | undefined;
  onNavigate?: () => void;
};

/** An entry with children: a button that opens its pages, open from the start when one is current. */
function MenuParent({ entry, activeId, onNavigate }: ParentProps) {
  const { t } = useTranslation();
  const containsActive = entry.children.some((child) => child.id === activeId);
  const [opened, setOpened] = useState(containsActive);
  // Following a link into this entry (from the search, a bookmark) opens it; leaving keeps it as
  // the user left it. Adjusting state while rendering avoids an extra paint with it closed.
  const [wasActive, setWasActive] = useState(containsActive);
  if (containsActive !== wasActive) {
    setWasActive(containsActive);
    if (containsActive) setOpened(true);
  }
  return (
    <NavLink
      component="button"
      label={t(entry.titleKey)}
      leftSection={<AppIcon name={entry.icon} />}
      rightSection={
        <Group gap={6} wrap="nowrap">
          {entry.badge ? <NavBadgeLabel badge={entry.badge} /> : null}
          <IconChevronRight
            size={16}
            aria-hidden
            className={`${classes.chevron} app-flip-rtl`}
            data-opened={opened || undefined}
          />
        </Group>
      }
      disableRightSectionRotation
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      noWrap
      mod={{ 'child-active': containsActive }}
      classNames={{
        root: classes.link,
        body: classes.label,
        section: classes.section,
        children: classes.children,
      }}
      childrenOffset={0}
    >
      <ul className={classes.list}>
        {entry.children.map((child) => (
          <li key={child.id}>
            <MenuEntryLink page={child} active={child.id === activeId} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </NavLink>
  );
}

type VerticalMenuProps = {
  manifests: readonly AppManifest[];
  /** Called when a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
};

/**
 * The sidebar menu: one labelled list per group, entries with icons and badges, parents that
 * expand. Memoised: it re-renders on navigation and ability changes, not on layout settings.
 */
export const VerticalMenu = memo(function VerticalMenu({
  manifests,
  onNavigate,
}: VerticalMenuProps) {
  const { t } = useTranslation();
  const id = useId();
  const { sections, activeId } = useCurrentNavigation(manifests);

  return (
    <nav aria-label={t('layout.mainMenu')} className={classes.menu}>
      {sections.map((section) => {
        const headerId = `${id}-${section.group}`;
        return (
          <div key={section.group}>
            <div id={headerId} className={classes.header}>
              <span className={classes.headerText}>{t(`nav.groups.${section.group}`)}</span>
              <IconDots size={18} aria-hidden className={classes.headerIcon} />
            </div>
            <ul className={classes.list} aria-labelledby={headerId}>
              {section.entries.map((entry) => (
                <li key={entry.id}>
                  {entry.children.length > 0 ? (
                    <MenuParent entry={entry} activeId={activeId} onNavigate={onNavigate} />
                  ) : (
                    <MenuEntryLink
                      page={entry}
                      icon={entry.icon}
                      active={entry.id === activeId}
                      onNavigate={onNavigate}
                    />
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
});

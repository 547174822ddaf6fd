import { ActionIcon, Box, Group } from '@mantine/core';
import { Menu } from '@/components/overlays/menu';
import { Tooltip } from '@/components/overlays/tooltip';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AppManifest } from '@/components/layout/nav-types';
import { AppIcon } from '@/components/layout/app-icons';
import { useNavigationBookmarks } from './use-navigation-bookmarks';

/** Bookmarks shown as icons; the rest go in the "More bookmarks" menu to keep the navbar short. */
export const visibleBookmarkCount = 4;

type BookmarkBarProps = {
  /** The app registry: only pages of the menu the user sees are shown. */
  manifests: readonly AppManifest[];
};

/**
 * The bar's room, kept from the first paint whatever the bookmarks turn out to be: four icons and
 * "More bookmarks" (ActionIcon lg, 2px apart). Loading them, or starring one, moves nothing else
 * in the navbar.
 */
const room = { flex: 'none', inlineSize: 'calc(5 * 2.125rem * var(--mantine-scale) + 4 * 2px)' };

/**
 * The bar's room, empty: while the navbar's controls wait for their first render (the layout's
 * `navbarStartPlaceholder`), while the bookmarks load, and when there are none. Hidden where the
 * bar is.
 */
export function BookmarkBarRoom() {
  return <Box visibleFrom="md" style={room} data-navbar-wide aria-hidden />;
}

/**
 * The bookmarked pages as icon links in the navbar, in menu order. It reads the same cached data
 * as the search's stars, so starring a page there shows it here at once. Hidden on narrow
 * screens, where the navbar has no room for it (the search still lists the bookmarks).
 */
export function BookmarkBar({ manifests }: BookmarkBarProps) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { bookmarks } = useNavigationBookmarks(manifests);
  if (bookmarks.length === 0) return <BookmarkBarRoom />;

  const shown = bookmarks.slice(0, visibleBookmarkCount);
  const overflow = bookmarks.slice(visibleBookmarkCount);
  const title = (bookmark: (typeof bookmarks)[number]) =>
    t(bookmark.titleKey, { defaultValue: bookmark.title });

  return (
    <Group
      gap={2}
      wrap="nowrap"
      component="nav"
      aria-label={t('bookmarks.title')}
      visibleFrom="md"
      style={room}
      data-navbar-wide
    >
      {shown.map((bookmark) => {
        const current = pathname === bookmark.link;
        return (
          <Tooltip key={bookmark.id} label={title(bookmark)}>
            <ActionIcon
              component={Link}
              to={bookmark.link}
              variant={current ? 'light' : 'subtle'}
              color={current ? undefined : 'gray'}
              size="lg"
              aria-label={title(bookmark)}
              aria-current={current ? 'page' : undefined}
            >
              <AppIcon name={bookmark.icon} />
            </ActionIcon>
          </Tooltip>
        );
      })}
      {overflow.length > 0 ? (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('bookmarks.more')}>
              <IconChevronDown size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {overflow.map((bookmark) => (
              <Menu.Item
                key={bookmark.id}
                component={Link}
                to={bookmark.link}
                leftSection={<AppIcon name={bookmark.icon} size={16} />}
                aria-current={pathname === bookmark.link ? 'page' : undefined}
              >
                {title(bookmark)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}

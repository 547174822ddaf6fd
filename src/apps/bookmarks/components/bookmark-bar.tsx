import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability/can';
import { useBookmarks } from '../api/get-bookmarks';
import { BookmarkIcon } from './bookmark-icon';

/**
 * The bookmarked pages the user may open, as icon links in the navbar. Pages this build does not
 * have (apps still to come) are left out rather than shown as dead links.
 */
export function BookmarkBar() {
  const { t } = useTranslation();
  const ability = useAbility();
  const router = useRouter();
  const { data } = useBookmarks();
  const bookmarks = (data?.bookmarks ?? []).filter(
    (bookmark) => ability.can('read', bookmark.subject) && bookmark.link in router.routesByPath,
  );
  if (bookmarks.length === 0) return null;
  return (
    <Group gap={2} component="nav" aria-label={t('layout.bookmarks')} visibleFrom="sm">
      {bookmarks.map((bookmark) => {
        const title = t(bookmark.titleKey, { defaultValue: bookmark.title });
        return (
          <Tooltip key={bookmark.id} label={title}>
            <ActionIcon
              component={Link}
              to={bookmark.link}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={title}
            >
              <BookmarkIcon name={bookmark.icon} />
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}

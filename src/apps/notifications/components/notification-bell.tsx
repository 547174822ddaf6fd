import { Suspense } from 'react';
import { ActionIcon, Badge, Skeleton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { Menu } from '@/components/overlays/menu';
import { useUnreadNotificationCount } from '../api/count-unread-notifications';

// The menu's list, rows and writes load when the bell is pointed at, focused or clicked: every
// signed-in page carries only the button, its count and the Menu the account menu loads anyway
// (a Popover would have added its own wrapper to every page: scripts/check-budgets.mjs).
const NotificationDropdown = lazyWithPreload(
  () => import('./notification-dropdown'),
  (module) => module.NotificationDropdown,
);

/** The largest count the badge spells out; more reads "99+". */
const BADGE_MAX = 99;

/** The navbar's bell: the unread count as a badge, and the latest notifications on click. */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadNotificationCount().data ?? 0;
  // Western digits in the four languages of the interface: no number formatter needed here.
  const shown = unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <Menu position="bottom-end" width={360} shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={
              unread === 0 ? t('notifications.title') : t('notifications.bell', { count: unread })
            }
            onPointerEnter={NotificationDropdown.preload}
            onFocus={NotificationDropdown.preload}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Suspense fallback={<Skeleton h={160} radius="sm" aria-hidden />}>
            <NotificationDropdown />
          </Suspense>
        </Menu.Dropdown>
      </Menu>
      {/* The count is in the button's name; the badge is its picture. */}
      {unread === 0 ? null : (
        <Badge
          size="xs"
          color="red"
          variant="filled"
          aria-hidden
          px={4}
          style={{
            position: 'absolute',
            insetBlockStart: -4,
            insetInlineEnd: -6,
            pointerEvents: 'none',
          }}
        >
          {shown}
        </Badge>
      )}
    </span>
  );
}

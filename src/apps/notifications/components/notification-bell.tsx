import { ActionIcon, Badge } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Menu } from '@/components/overlays/menu';
import {
  useNotificationEvents,
  useUnreadNotificationCount,
} from '../api/count-unread-notifications';
import { NotificationDropdown } from './notification-dropdown';

// The whole bell is loaded once the page is idle (notification-bell-slot.tsx), its menu with it:
// the menu's actions are items from its first render, so its focus trap has an item to land on.
// A Menu, which the account menu loads anyway, rather than a Popover.

/** The largest count the badge spells out; more reads "99+". */
const BADGE_MAX = 99;

/** The navbar's bell: the unread count as a badge, and the latest notifications on click. */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadNotificationCount().data ?? 0;
  useNotificationEvents();
  // Western digits in the four languages of the interface: no number formatter needed here.
  const shown = unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <Menu
        position="bottom-end"
        width={360}
        shadow="md"
        withinPortal
        // Its placeholder (role="presentation") is not allowed in a menu (axe); focus goes to the
        // first notification instead.
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={
              unread === 0 ? t('notifications.title') : t('notifications.bell', { count: unread })
            }
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <NotificationDropdown />
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

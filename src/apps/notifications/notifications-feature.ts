import type { ShellFeature } from '@/lib/features/feature-ids';

/**
 * The navbar's bell, its page (`/notifications`) and the account's Notifications tab (the
 * preferences), all shown only where the backend serves notifications.
 */
export const notificationsFeature: ShellFeature = {
  feature: 'notifications',
  name: 'Notifications: the bell, its page, the preferences',
  operations: [
    'countUnreadNotifications',
    'listNotifications',
    'markNotificationRead',
    'markAllNotificationsRead',
    'getNotificationPreferences',
    'updateNotificationPreferences',
    'getServerClock',
  ],
};

import type { AppManifest } from '@/components/layout/nav-types';

export const calendarManifest: AppManifest = {
  id: 'calendar',
  path: '/apps/calendar',
  titleKey: 'nav.calendar',
  icon: 'IconCalendar',
  group: 'apps',
  subject: 'Calendar',
  feature: 'calendar',
  operations: [
    'listEvents',
    'listEventGuests',
    'addEvent',
    'updateEvent',
    'removeEvent',
    'getServerClock',
  ],
};

import * as z from 'zod/mini';
import { filterParam } from '@/lib/list/list-search';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';

export const notificationFilters = ['unread', 'read'] as const;
export type NotificationFilter = (typeof notificationFilters)[number];

/** How many the bell's dropdown shows; the page has them all. */
export const LATEST_SHOWN = 8;
export const NOTIFICATIONS_PER_PAGE = 10;

/** `/notifications?page=2&status=unread`: defaults left out of the URL, bad values fall back. */
export const notificationsSearchSchema = builtOnFirstUse(() =>
  z.object({
    page: z.catch(z.optional(z.number().check(z.int(), z.minimum(1))), undefined),
    status: filterParam(notificationFilters),
  }),
);
export type NotificationsSearch = z.infer<typeof notificationsSearchSchema>;

/** What the page's list asks the API for: the URL's page and filter. */
export const listParamsOf = ({ page, status }: NotificationsSearch) => ({
  page,
  status,
  perPage: NOTIFICATIONS_PER_PAGE,
});

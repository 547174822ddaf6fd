import * as z from 'zod/mini';

/**
 * `GET /api/notifications/unread-count`. Apart from notification-schemas.ts: the bell reads it on
 * every signed-in page, and the notification's schema is only the dropdown's and the page's.
 */
export const unreadCountSchema = z.object({ unread: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

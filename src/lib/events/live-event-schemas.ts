import * as z from 'zod/mini';

/**
 * The live events the API pushes on `GET /api/events` (server-sent events), by name. Each app
 * parses its own events' data with its own schema (`notificationEventSchema`,
 * `chatMessageEventSchema`…); `changed` is everyone's and lives here.
 */
export const liveEventTypes = [
  'notification',
  'chatMessage',
  'chatTyping',
  'mailReceived',
  'changed',
  'reset',
] as const;
export type LiveEventType = (typeof liveEventTypes)[number];

/** One event as the stream carries it: `id:` (to resume from), `event:` (its type) and `data:` (JSON). */
export interface LiveEvent {
  id: string;
  type: LiveEventType;
  data: unknown;
}

/**
 * The first element of the query keys a write changed (`users`, `invoices`, `kanban`…): the
 * client invalidates that prefix. Sent to the users who may read the resource, the writer's
 * other tabs included.
 */
export const changedEventSchema = z.object({ resource: z.string().check(z.minLength(1)) });
export type ChangedEvent = z.infer<typeof changedEventSchema>;

import * as z from 'zod/mini';
import { changedBySchema } from '@/lib/versions/versions';

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
  'presence',
  'reset',
  'signInEnded',
] as const;
export type LiveEventType = (typeof liveEventTypes)[number];

/** One event as the stream carries it: `id:` (to resume from), `event:` (its type) and `data:` (JSON). */
export interface LiveEvent {
  id: string;
  type: LiveEventType;
  data: unknown;
}

/**
 * The lists a write can name in a `changed` event: the first element of the client's query keys
 * (`invoiceKeys.all`, `resourceKeys.users`…). Each write endpoint of the contract names its own
 * (`changes`, src/contract/endpoint.ts).
 */
export const changedResources = [
  'account',
  'bookmarks',
  'calendar',
  'chat',
  'dashboard',
  'ecommerce',
  'email',
  'invoices',
  'kanban',
  'notifications',
  'permissions',
  'roles',
  'todo',
  'users',
] as const;
export type ChangedResource = (typeof changedResources)[number];

/**
 * The first element of the query keys a write changed (`users`, `invoices`, `kanban`…): the
 * client invalidates that prefix. Sent to the users who may read the resource, the writer's
 * other tabs included, with who wrote (`by`): a form open on a record that changed names them.
 */
export const changedEventSchema = z.object({
  resource: z.string().check(z.minLength(1)),
  by: z.optional(changedBySchema),
});
export type ChangedEvent = z.infer<typeof changedEventSchema>;

import * as z from 'zod/mini';

/**
 * Who else is here: a tab tells the API which records it shows (`PUT /api/presence`, tied to its
 * open live stream), and the API sends each stream that shows a record a `presence` event listing
 * the others on it. Shared by the contract, the mock and the client (docs/api.md, "Presence").
 */

/** How often a tab announces again what it shows, while it shows it. */
export const PRESENCE_HEARTBEAT_MS = 30_000;

/**
 * How long an announcement holds without a heartbeat: then it ends, as if its stream had closed
 * (a stream that died silently). Three heartbeats, so a hidden tab whose timers the browser slows
 * to one a minute stays.
 */
export const PRESENCE_EXPIRY_MS = 90_000;

/** How many records one tab (one stream) may announce at once. */
export const PRESENCE_MAX_RECORDS = 4;

/**
 * The records presence is told for, each read under its own read rule (the GET's). `kanban` is
 * the kanban app's one board as a whole (its columns are what the API calls boards): the page a
 * team looks at together, id `KANBAN_BOARD_ID` (src/apps/kanban/api/kanban-values.ts).
 */
export const presenceResources = ['invoice', 'kanban', 'kanbanTask', 'product', 'user'] as const;
export type PresenceResource = (typeof presenceResources)[number];

const recordId = z.number().check(z.int(), z.positive());

/** One record a tab shows, and whether it has an edit form open on it. */
export const presenceRecordSchema = z.object({
  resource: z.enum(presenceResources),
  id: recordId,
  editing: z.boolean(),
});
export type PresenceRecord = z.infer<typeof presenceRecordSchema>;

/** `PUT /api/presence`: everything the tab shows now (an empty list: nothing any more). */
export const presenceBodySchema = z.object({
  stream: z.string().check(z.minLength(1), z.maxLength(64)),
  records: z.array(presenceRecordSchema).check(z.maxLength(PRESENCE_MAX_RECORDS)),
});
export type PresenceBody = z.infer<typeof presenceBodySchema>;

/** Someone else on the record: who, and whether they have an edit form open on it. */
export const presentUserSchema = z.object({
  id: recordId,
  fullName: z.string(),
  avatar: z.string(),
  editing: z.boolean(),
});
export type PresentUser = z.infer<typeof presentUserSchema>;

/** The `presence` event: the others on a record the stream announced, whenever they change. */
export const presenceEventSchema = z.object({
  resource: z.enum(presenceResources),
  id: recordId,
  others: z.array(presentUserSchema),
});
export type PresenceEvent = z.infer<typeof presenceEventSchema>;

import * as z from 'zod/mini';

/** What the navbar search finds besides pages, one group each, in this order. */
export const recordKinds = [
  'user',
  'invoice',
  'mail',
  'contact',
  'product',
  'order',
  'task',
  'event',
  'permission',
] as const;
export type RecordKind = (typeof recordKinds)[number];

/** The most hits a group answers; `total` says how many there were. */
export const MAX_RECORD_HITS = 10;

/** `GET /api/search`: the words typed, and how many hits per group (5 unless said). */
export const recordSearchQuery = z.object({
  q: z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(100)),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_RECORD_HITS))),
});

/**
 * One record found: its text as stored (a name, a subject, a number: never translated), the day
 * it is about when it has one (an order's, a task's due day, an event's: `YYYY-MM-DD`, which the
 * dashboard writes in the user's language), and the app path that opens it (with its search,
 * e.g. `/apps/email?emailId=12`).
 */
export const recordHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  day: z.optional(z.iso.date()),
  link: z.string().check(z.regex(/^\//)),
});
export type RecordHit = z.infer<typeof recordHitSchema>;

export const recordGroupSchema = z.object({
  kind: z.enum(recordKinds),
  total: z.number().check(z.int(), z.nonnegative()),
  hits: z.array(recordHitSchema),
});
export type RecordGroup = z.infer<typeof recordGroupSchema>;

/** The groups with at least one hit, in `recordKinds`' order. */
export const recordSearchAnswerSchema = z.object({ groups: z.array(recordGroupSchema) });
export type RecordSearchAnswer = z.infer<typeof recordSearchAnswerSchema>;

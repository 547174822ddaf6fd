import * as z from 'zod/mini';

export const seedNames = ['default', 'large'] as const;
export const failMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Behaviour the mock can be told to get wrong (`POST /__mock/faults`), as a backend might, so
 * that the contract suite is shown to catch each (src/contract/conformance-faults.test.ts).
 */
export const mockFaults = [
  'list-total-unfiltered',
  'list-filters-ignored',
  'access-unchecked',
  'update-not-saved',
  'idempotency-ignored',
  'versions-ignored',
  'refresh-reuse-accepted',
  'create-answers-200',
  'user-email-missing',
  'unauthorized-without-message',
  'token-not-required',
  'sign-in-unthrottled',
] as const;
export type MockFault = (typeof mockFaults)[number];

export const mockStatusSchema = z.object({
  session: z.string(),
  seed: z.enum(seedNames),
  latencyMs: z.number(),
  failures: z.array(
    z.object({
      path: z.string(),
      method: z.nullable(z.string()),
      status: z.number(),
      remaining: z.number(),
      /** The answer's `message`: an i18n key unless the test gave its own text. */
      message: z.string(),
    }),
  ),
  /** The behaviour faults in force (`POST /__mock/faults`). */
  faults: z.array(z.enum(mockFaults)),
  /** The mock's "now" (the seed's reference date plus the time since), and whether it is pinned. */
  clock: z.object({ now: z.string(), frozen: z.boolean() }),
});
export type MockStatus = z.infer<typeof mockStatusSchema>;

/** A whole number from `min` to `max` in a form's number input; `outOfRange` is an i18n key. */
const wholeNumberIn = (min: number, max: number, outOfRange: string) =>
  z
    .number('validation.number')
    .check(z.int('validation.number'), z.minimum(min, outOfRange), z.maximum(max, outOfRange));

/** The forms of the page; messages are i18n keys. */
export const latencyFormSchema = z.object({
  ms: wholeNumberIn(0, 10_000, 'mockApi.latency.range'),
});
export type LatencyForm = z.infer<typeof latencyFormSchema>;

export const failFormSchema = z.object({
  path: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.startsWith('/', 'mockApi.fail.pathSlash'),
    ),
  method: z.string(),
  status: wholeNumberIn(400, 599, 'mockApi.fail.statusRange'),
  count: wholeNumberIn(1, 1000, 'mockApi.fail.countRange'),
});
export type FailForm = z.infer<typeof failFormSchema>;

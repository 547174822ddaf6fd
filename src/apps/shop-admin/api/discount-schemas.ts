import * as z from 'zod/mini';
import { choice } from '@/lib/validation/choice';
import { versionSchema } from '@/lib/versions/versions';
import { discountKinds } from '../discount-values';

/** The limits the form and the API keep (the contract states them). */
export const DISCOUNT_LIMITS = {
  codeMin: 3,
  codeMax: 20,
  amountMax: 100_000,
  minSubtotalMax: 1_000_000,
  usesMax: 1_000_000,
} as const;

/** A code as typed: letters, digits, `-` and `_`; the API stores it upper-case. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const day = z.string().check(z.refine(isIsoDay, 'validation.date'));

/** A discount code as the back office and the API show it. */
export const discountCodeSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  /** Upper-case, unique case aside. */
  code: z.string(),
  kind: z.enum(discountKinds),
  /** The percentage (`percent`) or the amount in USD (`amount`); 0 for `freeShipping`. */
  value: z.number(),
  /** The subtotal (USD) a cart needs for the code to take anything off; 0 for none. */
  minSubtotal: z.number(),
  /** The first day it may be used (UTC, `YYYY-MM-DD`), or null for at once. */
  startsOn: z.nullable(z.string()),
  /** The last day it may be used (UTC, included), or null for no end. */
  endsOn: z.nullable(z.string()),
  /** How many orders may use it in all, or null for no limit. */
  usageLimit: z.nullable(z.number()),
  /** How many orders one buyer may place with it, or null for no limit. */
  perCustomerLimit: z.nullable(z.number()),
  /** Only an active code is taken. */
  active: z.boolean(),
  /** The orders placed with it. */
  used: z.number().check(z.int(), z.minimum(0)),
  createdAt: z.string(),
  version: versionSchema,
});
export type DiscountCodeRecord = z.infer<typeof discountCodeSchema>;

/** `GET /apps/ecommerce/discounts`: one page of the codes. */
export const discountCodesPageSchema = z.object({
  codes: z.array(discountCodeSchema),
  total: z.number().check(z.int(), z.minimum(0)),
});
export type DiscountCodesPage = z.infer<typeof discountCodesPageSchema>;

/** The answer of a read, a create or an update. */
export const discountCodeAnswerSchema = z.object({ code: discountCodeSchema });

const number = z.number({ error: () => 'validation.required' });

const uses = z.nullable(
  z
    .number({ error: () => 'validation.required' })
    .check(
      z.int('validation.number'),
      z.minimum(1, 'ecommerce.discounts.errors.usesMin'),
      z.maximum(DISCOUNT_LIMITS.usesMax, 'ecommerce.discounts.errors.usesMax'),
    ),
);

const isObject = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null;

/**
 * The create and update body, and the form's rules; messages are i18n keys. A percentage is
 * above 0 and at most 100, an amount above 0 and at most DISCOUNT_LIMITS.amountMax; free
 * shipping takes no value (0). The end day is not before the start day.
 */
export const discountCodeInputSchema = z
  .object({
    code: z
      .string({ error: () => 'validation.required' })
      .check(
        z.trim(),
        z.minLength(1, 'validation.required'),
        z.minLength(DISCOUNT_LIMITS.codeMin, 'ecommerce.discounts.errors.codeLength'),
        z.maxLength(DISCOUNT_LIMITS.codeMax, 'ecommerce.discounts.errors.codeLength'),
        z.regex(DISCOUNT_CODE_PATTERN, 'ecommerce.discounts.errors.codeFormat'),
      ),
    kind: choice(discountKinds),
    value: number.check(z.minimum(0, 'validation.tooSmall')),
    minSubtotal: number.check(
      z.minimum(0, 'validation.tooSmall'),
      z.maximum(DISCOUNT_LIMITS.minSubtotalMax, 'ecommerce.discounts.errors.minSubtotalMax'),
    ),
    startsOn: z.nullable(day),
    endsOn: z.nullable(day),
    usageLimit: uses,
    perCustomerLimit: uses,
    active: z.boolean(),
  })
  .check(
    z.refine(
      (values) =>
        values.kind !== 'percent' ||
        typeof values.value !== 'number' ||
        (values.value > 0 && values.value <= 100),
      { message: 'ecommerce.discounts.errors.percentRange', path: ['value'], when: isObject },
    ),
    z.refine(
      (values) =>
        values.kind !== 'amount' ||
        typeof values.value !== 'number' ||
        (values.value > 0 && values.value <= DISCOUNT_LIMITS.amountMax),
      { message: 'ecommerce.discounts.errors.amountRange', path: ['value'], when: isObject },
    ),
    z.refine(
      (values) =>
        typeof values.startsOn !== 'string' ||
        typeof values.endsOn !== 'string' ||
        values.endsOn >= values.startsOn,
      { message: 'ecommerce.discounts.errors.endBeforeStart', path: ['endsOn'], when: isObject },
    ),
  );
export type DiscountCodeInput = z.infer<typeof discountCodeInputSchema>;

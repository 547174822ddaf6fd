import * as z from 'zod/mini';

/**
 * Returns: the buyer of a delivered order asks to give some of it back, within
 * `RETURN_WINDOW_DAYS` of its delivery (by the server's clock), one open request at a time; a
 * manager accepts it (the returned lines are refunded, each its share of what was paid) or
 * refuses it with a reason. The request is kept with the order (`order.returns`, oldest first).
 * Here what every order's schema needs; the buyer's request and its rules: order-return-rules.ts
 * (only the order pages load them).
 */
/** The longest reason a manager gives for a refusal. */
export const RETURN_REFUSAL_MAX = 300;

/** Why the buyer gives it back: a fixed list, each worded by the screens. */
export const returnReasons = [
  'damaged',
  'wrongItem',
  'notAsDescribed',
  'noLongerNeeded',
  'other',
] as const;
export type ReturnReason = (typeof returnReasons)[number];

/** A manager's answers to the open request: steps of the order (`POST …/steps`). */
export const returnActions = ['acceptReturn', 'refuseReturn'] as const;
export type ReturnAction = (typeof returnActions)[number];

/** What returns add to an order's timeline: the buyer's request, then a manager's answer. */
export const returnEvents = ['requestReturn', ...returnActions] as const;

/** A request is open (`requested`) until a manager accepts or refuses it. */
export const returnStatuses = ['requested', 'accepted', 'refused'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

export const lineIndex = z.number().check(z.int(), z.minimum(0));
/** Who took a step: the timeline's `by`, a request's `decidedBy`. */
export const whoSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  fullName: z.string(),
});

/** A return request as the order keeps it: only the lines given back (`qty` from 1). */
export const orderReturnSchema = z.object({
  status: z.enum(returnStatuses),
  lines: z.array(z.object({ line: lineIndex, qty: z.number().check(z.int(), z.positive()) })),
  reason: z.enum(returnReasons),
  comment: z.nullable(z.string()),
  requestedAt: z.iso.datetime({ offset: true }),
  /** When and by whom it was accepted or refused; null while open. */
  decidedAt: z.nullable(z.iso.datetime({ offset: true })),
  decidedBy: z.nullable(whoSchema),
  /** The manager's reason, for a refused one. */
  refusal: z.nullable(z.string()),
  /** What accepting it refunded. */
  amount: z.nullable(z.number().check(z.minimum(0))),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

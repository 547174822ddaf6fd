import * as z from 'zod/mini';

/**
 * What raises a notification. Shared by the notifications app (the bell, the page), the account's
 * preferences (one switch per kind) and the mock API, which raises them; relative imports with
 * `.ts` so the mock can load it.
 */
export const notificationKinds = [
  'mailReceived',
  'chatReply',
  'taskAssigned',
  'eventChanged',
  'orderPlaced',
  'orderUpdated',
  'returnRequested',
  'invoicePaid',
  'invoicePastDue',
  'userSignedUp',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export const notificationKindSchema = z.enum(notificationKinds);

/** Per kind, whether the user wants it: every kind is on until the user turns it off. */
export const notificationPreferencesSchema = z.object({
  mailReceived: z.boolean(),
  chatReply: z.boolean(),
  taskAssigned: z.boolean(),
  eventChanged: z.boolean(),
  orderPlaced: z.boolean(),
  orderUpdated: z.boolean(),
  returnRequested: z.boolean(),
  invoicePaid: z.boolean(),
  invoicePastDue: z.boolean(),
  userSignedUp: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** `PATCH /api/account/notification-preferences`: the kinds that change, at least one. */
export const notificationPreferencesPatchSchema = z.partial(notificationPreferencesSchema).check(
  z.refine((patch) => Object.keys(patch).length > 0, {
    message: 'validation.required',
  }),
);
export type NotificationPreferencesPatch = z.infer<typeof notificationPreferencesPatchSchema>;

export const notificationPreferencesAnswerSchema = z.object({
  preferences: notificationPreferencesSchema,
});

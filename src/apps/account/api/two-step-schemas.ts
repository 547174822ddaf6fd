import * as z from 'zod/mini';
import {
  appCodeFieldSchema,
  authenticatorCodeSchema,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
} from '@/lib/session/second-factor';

/** `GET /api/account/two-step`: whether it is on, and how many recovery codes are unused. */
export const twoStepStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().check(z.int(), z.nonnegative()),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

/**
 * `POST /api/account/two-step/setup`: a new secret, not yet in force: the key to type (base32)
 * and the `otpauth://` URI the QR code carries.
 */
export const twoStepSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>;

/** The body that turns it on: a code the app shows for the new secret. */
export const enableTwoStepSchema = z.object({ code: authenticatorCodeSchema });
export type EnableTwoStep = z.infer<typeof enableTwoStepSchema>;

/** The form that turns it on: the code as typed (`123 456`), sent normalised. */
export const enableTwoStepFormSchema = z.object({ code: appCodeFieldSchema });

/**
 * Recovery codes, shown once: when two-step sign-in is turned on and when they are renewed. The
 * API gives them as it takes them (`a1b2c3d4e5`); the screen shows them as `a1b2c-3d4e5`.
 */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z
    .array(z.string().check(z.regex(RECOVERY_CODE_PATTERN)))
    .check(z.length(RECOVERY_CODE_COUNT)),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

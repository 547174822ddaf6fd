import * as z from 'zod/mini';

/**
 * What proves a user holds their second factor when two-step sign-in is on, at sign-in and on
 * the account's Security tab: a code from an authenticator app, or one of the recovery codes.
 * Messages are i18n keys.
 */

/** How many one-time recovery codes turning two-step sign-in on (or renewing them) gives. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * A recovery code as the API knows it: ten lowercase letters and digits (`a1b2c3d4e5`), in the
 * answers that give the codes and in the bodies that spend one. The screen shows it in two groups
 * (`a1b2c-3d4e5`, `formatRecoveryCode`) and takes it typed so; the forms send it normalised.
 */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{10}$/;

/** A code as the API takes it from a code typed by a person: the spaces are dropped. */
export function normaliseAppCode(typed: string): string {
  return typed.replace(/\s+/g, '');
}

/** A recovery code typed as shown, in either case, with or without its dash: the API's form. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toLowerCase();
}

/** A recovery code as the screen shows it: two groups of five (`a1b2c-3d4e5`), easier to copy. */
export function formatRecoveryCode(code: string): string {
  return RECOVERY_CODE_PATTERN.test(code) ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
}

/** A code from an authenticator app, as the API takes it: six digits. */
export const authenticatorCodeSchema = z
  .string()
  .check(z.minLength(1, 'validation.required'), z.regex(/^\d{6}$/, 'auth.errors.codeFormat'));

/** A recovery code, as the API takes it: `RECOVERY_CODE_PATTERN`, no dash, no capitals. */
export const recoveryCodeSchema = z
  .string()
  .check(
    z.minLength(1, 'validation.required'),
    z.regex(RECOVERY_CODE_PATTERN, 'auth.errors.recoveryCodeFormat'),
  );

/** The app's code as a person types it (`123 456`): checked once normalised. */
export const appCodeFieldSchema = z
  .string()
  .check(
    z.overwrite(normaliseAppCode),
    z.minLength(1, 'validation.required'),
    z.regex(/^\d{6}$/, 'auth.errors.codeFormat'),
  );

/** A recovery code as a person types it (`A1B2C-3D4E5`, `a1b2c 3d4e5`): checked once normalised. */
export const recoveryCodeFieldSchema = z
  .string()
  .check(
    z.overwrite(normaliseRecoveryCode),
    z.minLength(1, 'validation.required'),
    z.regex(RECOVERY_CODE_PATTERN, 'auth.errors.recoveryCodeFormat'),
  );

/** A code from the app or a recovery code (each accepted once): exactly one of the two. */
export const secondFactorSchema = z.union([
  z.object({ code: authenticatorCodeSchema }),
  z.object({ recoveryCode: recoveryCodeSchema }),
]);
export type SecondFactor = z.infer<typeof secondFactorSchema>;

/**
 * The form that asks for a second factor (sign-in's second step, turning two-step sign-in off,
 * new recovery codes): one field shows at a time, `useRecoveryCode` says which, and only that
 * one is checked. The API's field errors name the same fields.
 */
export const secondFactorFormSchema = z
  .object({ useRecoveryCode: z.boolean(), code: z.string(), recoveryCode: z.string() })
  .check(
    z.superRefine((values, ctx) => {
      const field = values.useRecoveryCode ? 'recoveryCode' : 'code';
      const schema = values.useRecoveryCode ? recoveryCodeFieldSchema : appCodeFieldSchema;
      const result = z.safeParse(schema, values[field]);
      if (result.success) return;
      ctx.issues.push({
        code: 'custom',
        message: result.error.issues[0]?.message ?? 'validation.required',
        path: [field],
        input: values[field],
      });
    }),
  );
export type SecondFactorForm = z.infer<typeof secondFactorFormSchema>;

export const emptySecondFactor: SecondFactorForm = {
  useRecoveryCode: false,
  code: '',
  recoveryCode: '',
};

/**
 * What the API takes from the form: the field on show, normalised (a recovery code typed as
 * shown, `92XEQ-x3mat`, is sent as `92xeqx3mat`). The form keeps what was typed.
 */
export function toSecondFactor(values: SecondFactorForm): SecondFactor {
  return values.useRecoveryCode
    ? { recoveryCode: normaliseRecoveryCode(values.recoveryCode) }
    : { code: normaliseAppCode(values.code) };
}

const challenge = z.string().check(z.minLength(1));

/**
 * The body of `POST /jwt/login/two-step`: the challenge login answered, and a code from the
 * authenticator app or one of the recovery codes.
 */
export const twoStepSignInSchema = z.union([
  z.object({ challenge, code: authenticatorCodeSchema }),
  z.object({ challenge, recoveryCode: recoveryCodeSchema }),
]);
export type TwoStepSignIn = z.infer<typeof twoStepSignInSchema>;

import * as z from 'zod/mini';

/**
 * What proves a user holds their second factor when two-step sign-in is on, at sign-in and on
 * the account's Security tab: a code from an authenticator app, or one of the recovery codes.
 * Messages are i18n keys.
 */

/** How many one-time recovery codes turning two-step sign-in on (or renewing them) gives. */
export const RECOVERY_CODE_COUNT = 10;

/** A code from an authenticator app: six digits (spaces people type are dropped). */
export const authenticatorCodeSchema = z.string().check(
  z.overwrite((code) => code.replace(/\s+/g, '')),
  z.minLength(1, 'validation.required'),
  z.regex(/^\d{6}$/, 'auth.errors.codeFormat'),
);

/**
 * A recovery code as shown (`a1b2c-3d4e5`), typed in either case, with or without its dash or
 * spaces: normalised to the shown form.
 */
export const recoveryCodeSchema = z.string().check(
  z.overwrite((code) => code.replace(/[\s-]+/g, '').toLowerCase()),
  z.minLength(1, 'validation.required'),
  z.regex(/^[a-z0-9]{10}$/, 'auth.errors.recoveryCodeFormat'),
  z.overwrite((code) => `${code.slice(0, 5)}-${code.slice(5)}`),
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
      const schema = values.useRecoveryCode ? recoveryCodeSchema : authenticatorCodeSchema;
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

/** What the API takes from the form: the field on show. */
export function toSecondFactor(values: SecondFactorForm): SecondFactor {
  return values.useRecoveryCode ? { recoveryCode: values.recoveryCode } : { code: values.code };
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

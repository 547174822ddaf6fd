import * as z from 'zod/mini';

/**
 * The API's copy of a form schema: the same rules, and the email stored lower-cased. Shared by
 * the contract (the request's schema) and the mock (which parses with it).
 */
export function withLowerCaseEmail<Schema extends z.ZodMiniType<{ email: string }>>(
  schema: Schema,
) {
  return z.pipe(
    schema,
    z.transform((value: z.output<Schema>) => ({ ...value, email: value.email.toLowerCase() })),
  );
}

/**
 * A record id as a number or as its digits (`6` or `"6"`): the specification's client sends ids
 * as strings where a number is meant, and a query string holds nothing but text.
 */
export const numericId = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.regex(/^\s*\d{1,15}\s*$/)), z.transform(Number))]),
  z.number().check(z.int(), z.positive()),
);

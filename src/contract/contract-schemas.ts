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

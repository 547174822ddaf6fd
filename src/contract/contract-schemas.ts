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

/**
 * A record id as a number, or as the digits the specification's client sends (`"6"`, the way
 * axios posts a value read from a form or a URL). The union, not `z.coerce`, so that the
 * document says the text form is accepted.
 */
export const idNumberOrText = z.pipe(
  z.union(
    [z.number(), z.pipe(z.string().check(z.regex(/^\s*\d{1,16}\s*$/)), z.transform(Number))],
    // A union's own message would be "invalid"; the field's is what the forms say.
    {
      error: ({ input }) =>
        input === undefined || input === null ? 'validation.required' : 'validation.invalidType',
    },
  ),
  z.number().check(z.int(), z.positive()),
);

const escapeRegExp = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `Paid` as `[Pp][Aa][Ii][Dd]`. */
const anyCase = (value: string) =>
  [...value]
    .map((char) => {
      const lower = char.toLowerCase();
      const upper = char.toUpperCase();
      return lower === upper ? escapeRegExp(char) : `[${upper}${lower}]`;
    })
    .join('');

/** A pattern matching any of `values` in any case: JSON Schema has no case-insensitive enum. */
function anyCasePattern(values: readonly string[]): RegExp {
  return new RegExp(`^(?:${values.map(anyCase).join('|')})$`);
}

/**
 * An enumerated list filter as the API reads it: `filterParam`'s rules (one of `values` in any
 * case, `paid` is `Paid`; anything else is no filter), written so that the document says so:
 * the values, or a case-insensitive pattern of them.
 */
export function anyCaseFilterParam<const Values extends readonly [string, ...string[]]>(
  values: Values,
) {
  const canonical = (input: string) =>
    values.find((value) => value.toLowerCase() === input.toLowerCase());
  return z.catch(
    z.optional(
      z.pipe(
        z.pipe(
          z.union([z.enum(values), z.string().check(z.regex(anyCasePattern(values)))]),
          z.transform(canonical),
        ),
        z.enum(values),
      ),
    ),
    undefined,
  );
}

/** An id in the query string (`?id=3`); a malformed one is no id (a 404, like an unknown one). */
export const idQuery = z.object({
  id: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
});

/** The id of a DELETE that also reads it from its body: a number or text (`{ "id": "3" }`). */
export const idBody = z.object({ id: idNumberOrText });

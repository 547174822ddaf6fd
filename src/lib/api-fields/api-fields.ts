import * as z from 'zod/mini';
import { anyCasePattern } from '@/lib/list/list-search';

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

const canonical = <const Values extends readonly string[]>(values: Values, input: unknown) =>
  typeof input === 'string'
    ? values.find((value) => value.toLowerCase() === input.toLowerCase())
    : undefined;

/**
 * One of `values` in a body, sent in any case (`Inbox`, `INBOX`) and read as the value itself: the
 * specification's client sends enumerated values as it shows them. The document shows both the
 * values and the pattern that takes them in any case. (Query filters: `filterParam`.)
 */
export function anyCaseEnum<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.pipe(
    z.pipe(
      z.union([z.enum(values), z.string().check(z.regex(new RegExp(anyCasePattern(values))))]),
      z.transform((input: string) => canonical(values, input) ?? input),
    ),
    z.enum(values),
  );
}

/**
 * A repeated filter parameter (`brands=Sony&brands=bose`, `brands[]=Sony`) in any case: the
 * known names, unknown ones dropped; undefined (no filter) when none is known.
 */
export function anyCaseNames<const Values extends readonly [string, ...string[]]>(values: Values) {
  const name = anyCaseEnum(values);
  const known = (input: unknown): Values[number][] | undefined => {
    const names = (Array.isArray(input) ? input : [input]).flatMap((item: unknown) => {
      const value = canonical(values, item);
      return value === undefined ? [] : [value];
    });
    return names.length > 0 ? [...new Set(names)] : undefined;
  };
  return z.catch(
    z.optional(
      z.pipe(
        z.union([z.array(name), name]),
        z.transform((input) => known(input)),
      ),
    ),
    ({ input }) => known(input),
  );
}

/** An id in the query string (`?id=3`); a malformed one is no id (a 404, like an unknown one). */
export const idQuery = z.object({
  id: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
});

/** The id of a DELETE that also reads it from its body: a number or text (`{ "id": "3" }`). */
export const idBody = z.object({ id: idNumberOrText });

/** A record's id in the path (`/orders/{id}`); anything else names no record (a 404). */
export const idPath = z.object({ id: idNumberOrText });

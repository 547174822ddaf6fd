import * as z from 'zod/mini';

// The forms the specification's client (axios, as the original template uses it) sends, read as
// ours: enumerated values in any case, ids as text. Shared by the contract and the mock.

type Values = readonly [string, ...string[]];

// Outside a character class `-` is plain, and escaping it is an error in a unicode pattern.
const escapeRegex = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A pattern matching any of `values` in any case (`[Ii][Nn][Bb][Oo][Xx]`): JSON Schema patterns
 * have no `i` flag, and the document must accept what the server accepts.
 */
function anyCasePattern(values: Values): RegExp {
  const alternatives = values.map((value) =>
    [...value]
      .map((char) => {
        const lower = char.toLowerCase();
        const upper = char.toUpperCase();
        return lower === upper ? escapeRegex(char) : `[${upper}${lower}]`;
      })
      .join(''),
  );
  return new RegExp(`^(?:${alternatives.join('|')})$`);
}

const canonical = <const V extends Values>(values: V, input: unknown): V[number] | undefined =>
  typeof input === 'string'
    ? values.find((value) => value.toLowerCase() === input.toLowerCase())
    : undefined;

/**
 * One of `values`, sent in any case (`Inbox`, `INBOX`), read as the value itself. The
 * specification's client sends enumerated values as it shows them; ours sends them as they are.
 * The document shows both: the values, and the pattern that takes them in any case.
 */
export function anyCaseEnum<const V extends Values>(values: V) {
  return z.pipe(
    z.pipe(
      z.union([z.enum(values), z.string().check(z.regex(anyCasePattern(values)))]),
      z.transform((input: string) => canonical(values, input) ?? input),
    ),
    z.enum(values),
  );
}

/** A filter parameter in any case: one of `values`, or undefined (no filter) for anything else. */
export function anyCaseFilter<const V extends Values>(values: V) {
  return z.catch(z.optional(anyCaseEnum(values)), ({ input }) => canonical(values, input));
}

/**
 * A repeated filter parameter (`brands=Sony&brands=bose`, `brands[]=Sony`) in any case: the
 * known names, unknown ones dropped; undefined (no filter) when none is known.
 */
export function anyCaseNames<const V extends Values>(values: V) {
  const name = anyCaseEnum(values);
  const known = (input: unknown): V[number][] | undefined => {
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

/**
 * A record id as a number (`6`) or as the text of one (`"6"`): the specification's client sends
 * ids as strings wherever a number is meant. Read as the number.
 */
export const textualId = z.pipe(
  z.union([
    z.number().check(z.int(), z.positive()),
    z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number)),
  ]),
  z.number().check(z.int(), z.positive()),
);

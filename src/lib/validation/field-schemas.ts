import * as z from 'zod/mini';

/**
 * A field that takes one of `values` (a select's options): "required" when nothing is picked,
 * "not an option" for anything else; both i18n keys, as every form's messages are. The form and
 * the API check it with the same schema.
 */
export function choice<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, {
    error: ({ input }) =>
      input === undefined || input === null || input === ''
        ? 'validation.required'
        : 'validation.invalidOption',
  });
}

/**
 * A whole number from `min` to `max`, as a form's number input gives it: `notANumber` when it is
 * empty or not a whole number, `outOfRange` beyond the bounds (both i18n keys).
 */
export function wholeNumberIn(
  min: number,
  max: number,
  outOfRange: string,
  notANumber = 'validation.number',
) {
  return z
    .number(notANumber)
    .check(z.int(notANumber), z.minimum(min, outOfRange), z.maximum(max, outOfRange));
}

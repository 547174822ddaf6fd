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

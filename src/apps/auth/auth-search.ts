import * as z from 'zod/mini';

/** `?redirect=` is where to go after signing in; anything malformed is dropped. */
export const authSearchSchema = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
});

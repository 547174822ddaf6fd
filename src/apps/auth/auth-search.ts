import * as z from 'zod/mini';

/** `?redirect=` is where to go after signing in; anything malformed is dropped. */
export const authSearchSchema = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
});

/** `/reset-password?token=…`, as the reset mail links to it; no token is an unknown link. */
export const resetSearchSchema = z.object({ token: z.catch(z.string(), '') });

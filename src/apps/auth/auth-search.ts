import * as z from 'zod/mini';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';

/** `?redirect=` is where to go after signing in; anything malformed is dropped. */
export const authSearchSchema = builtOnFirstUse(() =>
  z.object({
    redirect: z.catch(z.optional(z.string()), undefined),
  }),
);

/**
 * `/reset-password?token=…` and `/verify-email?token=…`, as the mails link to them; no token is
 * an unknown link.
 */
export const linkTokenSearchSchema = builtOnFirstUse(() =>
  z.object({ token: z.catch(z.string(), '') }),
);

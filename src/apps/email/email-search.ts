import * as z from 'zod/mini';
import { emailLabels, emailViews } from './api/email-values';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';
import { idParam } from '@/lib/list/list-search';

/**
 * The view of the mail list, as the URL and the API take it. Every field is optional and falls
 * back to "absent" on a bad value, so an edited or old link still shows a list.
 */
export const emailViewSchema = builtOnFirstUse(() =>
  z.object({
    folder: z.catch(z.optional(z.enum(emailViews)), undefined),
    label: z.catch(z.optional(z.enum(emailLabels)), undefined),
    q: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1))), undefined),
  }),
);
export type EmailViewParams = z.infer<typeof emailViewSchema>;

/** The email screen's URL: the view and the open mail. */
export const emailSearchSchema = builtOnFirstUse(() =>
  z.extend(emailViewSchema, {
    emailId: idParam,
  }),
);
export type EmailSearch = z.infer<typeof emailSearchSchema>;

export function viewOf({ folder, label, q }: EmailSearch): EmailViewParams {
  return { folder, label, q };
}

import * as z from 'zod/mini';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';

const accountTabs = ['profile', 'security', 'notifications', 'activity'] as const;
export type AccountTab = (typeof accountTabs)[number];

/** `/account?tab=security`: the tab is in the URL, so a reload or a link opens it; Profile by default. */
export const accountSearchSchema = builtOnFirstUse(() =>
  z.object({
    tab: z.catch(z.optional(z.enum(accountTabs)), undefined),
  }),
);

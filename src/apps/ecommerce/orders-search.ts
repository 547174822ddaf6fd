import * as z from 'zod/mini';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';

/** The Orders page's URL: only the page (1 is left out). */
export const ordersSearchSchema = builtOnFirstUse(() =>
  z.object({
    page: z.catch(
      z.optional(
        z.pipe(
          z.union([
            z.number(),
            z.pipe(z.string().check(z.regex(/^\d{1,6}$/)), z.transform(Number)),
          ]),
          z.number().check(z.int(), z.minimum(2)),
        ),
      ),
      undefined,
    ),
  }),
);
export type OrdersSearch = z.infer<typeof ordersSearchSchema>;

import type { QueryClient } from '@tanstack/react-query';
import type { AppAbility } from '@/lib/ability/ability';
import type { session } from '@/lib/session/session';

/** What every route's `beforeLoad` and `loader` receive. */
export type RouterContext = {
  queryClient: QueryClient;
  session: typeof session;
  ability: AppAbility;
};

import type { QueryClient } from '@tanstack/react-query';
import type { AppAbility } from '@/lib/ability/ability';
import type { session } from '@/lib/session/session';

/** What the signed-in pages' `beforeLoad` and `loader` receive besides the root's context. */
export type SignedInContext = {
  queryClient: QueryClient;
  ability: AppAbility;
};

/**
 * The signed-in app's context (the query cache, the ability), loaded the first time a signed-in
 * page opens (`_authenticated`'s `beforeLoad`) and kept: react-query and CASL load with the
 * signed-in layout's chunk, so the sign-in page does not download them
 * (docs/performance.md, "Sign-in").
 */
export function signedInLoader() {
  let loaded: SignedInContext | undefined;
  let loading: Promise<SignedInContext> | undefined;
  return {
    load: (): Promise<SignedInContext> =>
      (loading ??= import('./signed-in-app').then(
        ({ createSignedInContext }) => (loaded = createSignedInContext()),
      )),
    /** The context once loaded; before (only signed-out pages were opened) there is none. */
    current: (): SignedInContext | undefined => loaded,
  };
}

export type SignedInLoader = ReturnType<typeof signedInLoader>;

/** What every route's `beforeLoad` and `loader` receive; the signed-in pages add `SignedInContext`. */
export type RouterContext = {
  session: typeof session;
  signedIn: SignedInLoader;
};

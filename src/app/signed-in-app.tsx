import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AbilityProvider } from '@/lib/ability/can';
import { ability } from '@/lib/ability/current-ability';
import { createQueryClient } from './query-client';
import type { SignedInContext } from './router-context';

/** Loaded by `signedInLoader` (router-context.ts) when the first signed-in page opens. */
export function createSignedInContext(): SignedInContext {
  return { queryClient: createQueryClient(), ability };
}

/** What the signed-in pages read from React: the query cache and the user's ability. */
export function SignedInProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AbilityProvider value={ability}>{children}</AbilityProvider>
    </QueryClientProvider>
  );
}

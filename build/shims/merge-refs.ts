// `useMergeRefs` as Mantine's ScrollArea calls it (an array of refs), on @mantine/hooks'
// `useMergedRef`. Used only through build/lighter-mantine.ts.
import type { Ref } from 'react';
import { useMergedRef } from '@mantine/hooks';

export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}

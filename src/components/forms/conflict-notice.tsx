import type { ComponentProps, ReactNode } from 'react';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { useIdlePreload } from '@/components/lazy/use-idle-preload';
import type ConflictNoticeBody from './conflict-notice-body';

type Values = Record<string, unknown>;

// Every edit form of a versioned record renders the notice, few ever need it: its code, and the
// merge's (version-conflict.ts), load once the form is open and the browser idle, so a refused
// save or a live change shows at once rather than after two chunks and a suspended frame.
const Body = lazyWithPreload(
  () => import('./conflict-notice-body'),
  (module): ((props: ComponentProps<typeof ConflictNoticeBody<Values>>) => ReactNode) =>
    module.default,
) as typeof ConflictNoticeBody & { preload: () => void };

const preloadConflicts = () => {
  import('./version-conflict').catch(() => undefined);
  Body.preload();
};

/**
 * What a save refused for a stale version, or a change the live stream brought, shows
 * (`form.conflict` of `useAppForm`): nothing until there is one (conflict-notice-body.tsx).
 */
export function ConflictNotice<V extends Values>(props: ComponentProps<typeof Body<V>>) {
  useIdlePreload(true, preloadConflicts);
  if (!props.form.conflict) return null;
  return <Body {...props} />;
}

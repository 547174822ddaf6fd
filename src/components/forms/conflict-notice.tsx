import type { ComponentProps, ReactNode } from 'react';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import type ConflictNoticeBody from './conflict-notice-body';

type Values = Record<string, unknown>;

// Loaded once a versioned form is open and the browser idle (`useAppForm`): every edit form
// renders the notice, few ever need it, and the one that does shows it at once.
const Body = lazyWithPreload(
  () => import('./conflict-notice-body'),
  (module): ((props: ComponentProps<typeof ConflictNoticeBody<Values>>) => ReactNode) =>
    module.default,
) as typeof ConflictNoticeBody & { preload: () => void };

/** Starts loading the notice's code (once). */
export const preloadConflictNotice = () => Body.preload();

/**
 * What a save refused for a stale version, or a change the live stream brought, shows
 * (`form.conflict` of `useAppForm`): nothing until there is one (conflict-notice-body.tsx).
 */
export function ConflictNotice<V extends Values>(props: ComponentProps<typeof Body<V>>) {
  if (!props.form.conflict) return null;
  return <Body {...props} />;
}

import { lazy, Suspense, type ComponentProps } from 'react';
import type ConflictNoticeBody from './conflict-notice-body';

// Loaded when a conflict first shows: every edit form renders the notice, few ever need it.
const Body = lazy(() => import('./conflict-notice-body')) as typeof ConflictNoticeBody;

type Values = Record<string, unknown>;

/**
 * What a save refused for a stale version, or a change the live stream brought, shows
 * (`form.conflict` of `useAppForm`): nothing until there is one (conflict-notice-body.tsx).
 */
export function ConflictNotice<V extends Values>(props: ComponentProps<typeof Body<V>>) {
  if (!props.form.conflict) return null;
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}

import { Suspense } from 'react';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { useLiveStatus } from '@/lib/events/live-events';
import type { PresenceProps } from './presence-parts';

// Who else is here: its code (the hook, the faces, their texts) loads once the tab's live stream
// is open (presence belongs to a stream, which opens when the first page is idle), apart from the
// pages' own; this wrapper is all every page carries.
const Part = lazyWithPreload(
  () => import('./presence-parts'),
  (module) => module.PresencePart,
);

/**
 * The others on the record: their faces, or in its edit form (`editing`) who else edits it, the
 * tab announcing that it does. Nothing while nobody else is there.
 */
export function Presence(props: PresenceProps) {
  if (useLiveStatus() !== 'open') return null;
  return (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
}

import { Suspense } from 'react';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import type { PresenceProps } from './presence-parts';

// Who else is here, on a record's page and in its edit form: its code (the hook, the faces, the
// tooltip's texts) loads with the first of them, apart from the pages'.
const Avatars = lazyWithPreload(
  () => import('./presence-parts'),
  (module) => module.PresenceAvatarsPart,
);
const Editing = lazyWithPreload(
  () => import('./presence-parts'),
  (module) => module.PresenceEditingPart,
);

/** The others viewing the record, as faces (nothing while nobody else is there). */
export function PresenceAvatars(props: PresenceProps) {
  return (
    <Suspense fallback={null}>
      <Avatars {...props} />
    </Suspense>
  );
}

/** In the record's edit form: announces the editing, and names the others editing it. */
export function PresenceEditingHint(props: PresenceProps) {
  return (
    <Suspense fallback={null}>
      <Editing {...props} />
    </Suspense>
  );
}

import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { whenIdle } from '@/components/lazy/use-idle-preload';

// The bell, its count query and its menu load once the browser is idle after the page: every
// signed-in page carries only this slot (scripts/check-budgets.mjs counts up to that point).
const NotificationBell = lazyWithPreload(
  () => import('./notification-bell'),
  (module) => module.NotificationBell,
);

/** Keeps the bell's room (an `lg` ActionIcon) until it is there, so the navbar does not move. */
const room = (
  <span aria-hidden style={{ display: 'inline-block', inlineSize: 34, blockSize: 34 }} />
);

/** The navbar's notifications bell, rendered once the page is idle. */
export function NotificationBellSlot() {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        NotificationBell.preload();
        setReady(true);
      }),
    [],
  );
  return ready ? (
    <Suspense fallback={room}>
      <NotificationBell />
    </Suspense>
  ) : (
    room
  );
}

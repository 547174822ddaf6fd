import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` right after the page's first render instead of with it (docs/performance.md,
 * "Boot"). A signed-in page's first render is one task the browser cannot interrupt (the router
 * and the query cache update React synchronously); the menu and the navbar's controls then render
 * in a transition, which React cuts into short tasks, so the page's content paints first and the
 * main thread is never held for long. `placeholder` keeps their room, so nothing moves.
 */
export function AfterContent({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : placeholder;
}

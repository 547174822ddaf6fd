import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

/**
 * Whether the page's content has been committed. The signed-in layout provides it around its
 * chrome (false until its page first commits), so the chrome's parts render after the page;
 * elsewhere it is true and `AfterContent` waits for its own first commit only.
 */
export const ContentShown = createContext(true);

/**
 * Renders `children` right after the page's first render instead of with it (docs/performance.md,
 * "Boot" and "The first render"). A signed-in page's first render is one task the browser cannot
 * interrupt (the router and the query cache update React synchronously); what is wrapped here
 * renders in a transition instead, which React cuts into short tasks, so the main thread is never
 * held for long. Inside the layout's chrome it also waits for the page's content
 * (`ContentShown`), so the page paints first. `placeholder` keeps their room, so nothing moves;
 * `onShown` runs once `children` have been committed.
 */
export function AfterContent({
  children,
  placeholder = null,
  onShown,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
  onShown?: () => void;
}) {
  const contentShown = useContext(ContentShown);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) onShown?.();
    else if (contentShown) startTransition(() => setShown(true));
  }, [shown, contentShown, onShown]);
  return shown ? children : placeholder;
}

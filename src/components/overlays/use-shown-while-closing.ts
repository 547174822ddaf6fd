import { useState } from 'react';

/**
 * What a drawer shows: the last record it was opened for, kept while it slides out once
 * `target` turns null, so a closing drawer does not go blank.
 */
export function useShownWhileClosing<Target>(target: Target | null): Target | null {
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  return target ?? shown;
}

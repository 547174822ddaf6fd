// Mantine's `Transition` as Button and ActionIcon use it: to show their loader while `loading`.
// Used only through build/lighter-mantine.ts. The loader shows and hides at once, as Mantine's
// own does for who asks for less motion, with the transition's `in` styles (Button's centre its
// loader).
import type { CSSProperties, ReactNode } from 'react';

interface LoaderTransitionProps {
  mounted: boolean;
  transition?: string | { in: CSSProperties; common?: CSSProperties };
  children: (styles: CSSProperties) => ReactNode;
}

export function Transition({ mounted, transition, children }: LoaderTransitionProps) {
  if (!mounted) return null;
  return children(typeof transition === 'object' ? { ...transition.common, ...transition.in } : {});
}

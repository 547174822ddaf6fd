/**
 * jsdom's missing `window.matchMedia`, answering one preference: whether the user prefers reduced
 * motion. Every other query does not match.
 */
export const matchMediaPreferring =
  (reducedMotion: boolean) =>
  (query: string): MediaQueryList =>
    ({
      matches: query.includes('prefers-reduced-motion: reduce') && reducedMotion,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

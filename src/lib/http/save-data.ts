/** What the browser says of its connection (`navigator.connection`, Chromium's only). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the user's connection asks to spend no bytes on what they may never open: the browser's
 * data saver (`Save-Data`), or a 2G-class link (`slow-2g`, `2g`). Then nothing is fetched ahead
 * on idle (the parts a page may open, the next page of a list, a mail's neighbours): what the user
 * opens loads when they open it, and a pointer resting on it or a focus still starts it early.
 */
export function savesData(): boolean {
  const { connection } = navigator as Navigator & { connection?: Connection };
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

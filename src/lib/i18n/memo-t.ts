import type { TFunction } from 'i18next';

/**
 * `t` for keys without options, each key translated once: for a table's columns, where 100 rows
 * ask for the same few labels (a status, a plan) hundreds of times a render. Make one per `t`
 * (in the columns' `useMemo`): a language change gives a new `t`, and so a new cache.
 */
export function memoT(t: TFunction): (key: string) => string {
  const translated = new Map<string, string>();
  return (key) => {
    let text = translated.get(key);
    if (text === undefined) {
      text = t(key);
      translated.set(key, text);
    }
    return text;
  };
}

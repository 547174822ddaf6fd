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

/** A character no translation or value holds: the place the value goes. */
const SLOT = '\u{F8FF}';

/**
 * `t(key, { [field]: value })` for many values (a label per row: "View {{name}}"): translated
 * once, the value put in its place each time. For one-field, non-plural keys; the value is text,
 * never markup (the app renders it as text).
 */
export function fillT(
  t: TFunction | ((key: string, options: Record<string, string>) => string),
  key: string,
  field: string,
): (value: string) => string {
  const parts = t(key, { [field]: SLOT }).split(SLOT);
  return (value) => parts.join(value);
}

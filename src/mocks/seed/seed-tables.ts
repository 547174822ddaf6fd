/**
 * Seed data written as text rather than as one object literal per record, so that a table reads
 * as a table (and is not a column of same-shaped literals). The parsed values are exactly the
 * ones written: the seed stays deterministic.
 */

/** Items separated by commas (an item may hold spaces): `'Lagos, Abuja, Ibadan'`. */
export function textList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** One item a line (a sentence may hold commas), trimmed; blank lines are skipped. */
export function textLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** One row a line, cells separated by `|` and trimmed; blank lines are skipped. */
export function textRows(text: string): string[][] {
  return textLines(text).map((line) => line.split('|').map((cell) => cell.trim()));
}

/** `text` as one of `values`, for a cell that holds an enum; a typo fails at seed time. */
export function oneOf<const Value extends string>(values: readonly Value[], text: string): Value {
  const found = values.find((value) => value === text);
  if (found === undefined) throw new Error(`seed: "${text}" is not one of ${values.join(', ')}`);
  return found;
}

/** A `low-high` range cell (`'60-90'`) as numbers; a single number is both ends. */
export function rangeOf(text: string): readonly [number, number] {
  const [low = '', high = low] = text.split('-');
  return [Number(low), Number(high)];
}

import { isolate } from './formats';

const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * Apart from formats.ts, which every page loads: only the notifications' lazy parts use it.
 *
 * How long ago `iso` was, from `now` (the server's clock, never the machine's): "5 minutes ago",
 * "il y a 5 minutes", "yesterday". Isolated, so it keeps its order in a right-to-left line.
 */
export function formatRelativeTime(iso: string, now: string, language: string | undefined): string {
  let amount = (Date.parse(iso) - Date.parse(now)) / 1000;
  const key = language ?? '';
  let format = relativeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    relativeFormats.set(key, format);
  }
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return isolate(format.format(Math.round(amount), unit));
    amount /= size;
  }
  return isolate(format.format(Math.round(amount), 'year'));
}

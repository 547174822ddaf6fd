/**
 * Intl's number and date formatters, one per language and options, made the first time they are
 * asked for. Making one costs: the first number formatter of a page takes 15-25 ms while the
 * browser loads its locale data (docs/performance.md). Components and helpers ask here rather
 * than making their own on every render or cell, and only once they have something to format.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<Format>(
  formats: Map<string, Format>,
  language: string | undefined,
  options: object | undefined,
  make: () => Format,
): Format {
  const key = `${language ?? ''}|${JSON.stringify(options ?? {})}`;
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export const numberFormat = (language: string | undefined, options?: Intl.NumberFormatOptions) =>
  kept(numberFormats, language, options, () => new Intl.NumberFormat(language, options));

export const dateTimeFormat = (
  language: string | undefined,
  options?: Intl.DateTimeFormatOptions,
) => kept(dateTimeFormats, language, options, () => new Intl.DateTimeFormat(language, options));

/**
 * Text wrapped in Unicode FSI…PDI (first strong isolate … pop directional isolate), so that it
 * keeps its own order inside a right-to-left layout ("21 Nov 2026" is not reordered to
 * "Nov 2026 21"). Empty stays empty, so a field's placeholder still shows.
 */
export const isolate = (text: string) => (text ? `\u2068${text}\u2069` : text);

/**
 * A title's first letter as a capital, the way the language writes it; the rest as it is. French
 * and Portuguese write months in lower case ("novembre 2026"), but a title starts with a capital
 * in every language, so the calendar's title and its month picker read "Novembre 2026" alike.
 */
export const capitalizeFirst = (text: string, language: string | undefined) =>
  text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

/** A month and its year as a title: "November 2026", "Novembre 2026", "Novembro de 2026". */
export function formatMonthTitle(day: string, language: string | undefined): string {
  const date = new Date(`${day.slice(0, 7)}-15T12:00:00Z`);
  const text = dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return capitalizeFirst(text.format(date), language);
}

/**
 * A number as the user's language writes it ("1,234", "1 234", "1.234"): counts, quantities, a
 * rating. `fractionDigits` fixes the digits after the point (a rating's one); left out, whole
 * numbers show none and others up to three. Every plain number on screen is written by this
 * function, an amount by `formatMoney`, a share by `formatPercent`.
 */
export function formatNumber(
  value: number,
  language: string | undefined,
  fractionDigits?: number,
): string {
  const digits =
    fractionDigits === undefined
      ? undefined
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return numberFormat(language, digits).format(value);
}

/** A share (0.25) as a whole percentage the user's language writes ("25%", "25 %"). */
export function formatPercent(share: number, language: string | undefined): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

export type MoneyOptions = {
  /** ISO 4217 code; the mock's amounts are US dollars unless the record says otherwise. */
  currency?: string;
  /** Digits after the decimal point; the currency's own (2 for dollars) when left out. */
  fractionDigits?: number;
  /**
   * Short, as on a chart's axis ("$127K", "US$ 2,5 mi"): a tick written in full did not fit
   * beside two others on a phone. Rounded as the language's short form does; `fractionDigits`
   * is not read.
   */
  compact?: boolean;
};

/**
 * An amount as the user's language writes it, always isolated with Unicode FSI…PDI: inside a
 * right-to-left sentence the currency sign stays with its number. Every amount on screen is
 * written by this function (e2e/money.ts builds the same text for the Playwright specs).
 */
export function formatMoney(
  amount: number,
  language: string | undefined,
  { currency = 'USD', fractionDigits, compact = false }: MoneyOptions = {},
): string {
  const digits: Intl.NumberFormatOptions = compact
    ? { notation: 'compact' }
    : fractionDigits === undefined
      ? {}
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return isolate(numberFormat(language, { style: 'currency', currency, ...digits }).format(amount));
}

/** A date in the time zone every screen uses: UTC, the mock's clock and "today" are UTC. */
const utcDate = (value: string) =>
  // A `YYYY-MM-DD` day is read as its noon, so no time zone can move it to another day.
  new Date(value.length === 10 ? `${value}T12:00:00Z` : value);

/**
 * The calendar day of an ISO instant or a `YYYY-MM-DD` day, in UTC: `medium` ("Nov 1, 2026") in
 * lists and documents, `full` ("Sunday, November 1, 2026") where the day stands alone. A value
 * that is no date is shown as it is.
 */
export function formatDay(
  value: string,
  language: string | undefined,
  { dateStyle = 'medium' }: { dateStyle?: 'full' | 'medium' } = {},
): string {
  const date = utcDate(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(language, { dateStyle, timeZone: 'UTC' }).format(date);
}

/** The time of day of an ISO instant, in UTC ("3:05 PM", "15:05"). */
export function formatTime(iso: string, language: string | undefined): string {
  return dateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));
}

/**
 * A list's time of an item (a last message, a mail): the time for one of `today` (UTC
 * `YYYY-MM-DD`), else the day and month, with the year when it is not this year's.
 */
export function formatListTime(iso: string, today: string, language: string | undefined): string {
  if (iso.slice(0, 10) === today) return formatTime(iso, language);
  const sameYear = iso.slice(0, 4) === today.slice(0, 4);
  return dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/**
 * A file's size in the user's language (kB, MB), isolated like an amount so that its unit stays
 * with its number in a right-to-left line: the files of a mail, a chat message and a kanban task.
 */
export function formatFileSize(bytes: number, language: string | undefined): string {
  const [unit, size] =
    bytes >= 1_000_000
      ? (['megabyte', bytes / 1_000_000] as const)
      : bytes >= 1000
        ? (['kilobyte', bytes / 1000] as const)
        : (['byte', bytes] as const);
  return isolate(
    numberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(size),
  );
}

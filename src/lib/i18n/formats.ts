/**
 * Intl's number and date formatters, one per language and options, made the first time they are
 * asked for. Making one costs: the first number formatter of a page takes 15-25 ms while the
 * browser loads its locale data (docs/performance.md). Components and helpers ask here rather
 * than making their own on every render or cell, and only once they have something to format.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

const keyOf = (language: string | undefined, options: object | undefined) =>
  `${language ?? ''}|${JSON.stringify(options ?? {})}`;

export function numberFormat(
  language: string | undefined,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = keyOf(language, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(
  language: string | undefined,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = keyOf(language, options);
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

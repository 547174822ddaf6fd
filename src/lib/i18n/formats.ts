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

/**
 * An amount exactly as the screens print it (`formatMoney`, src/lib/i18n/formats.ts): Intl's
 * currency format in the page's language, isolated with U+2068…U+2069 so that it keeps its
 * direction in right-to-left text. Match printed amounts with it rather than with "$12.50".
 */
export function money(
  amount: number,
  {
    currency = 'USD',
    fractionDigits,
    language = 'en',
  }: { currency?: string; fractionDigits?: number; language?: string } = {},
): string {
  const digits =
    fractionDigits === undefined
      ? {}
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  const text = new Intl.NumberFormat(language, { style: 'currency', currency, ...digits }).format(
    amount,
  );
  return `\u2068${text}\u2069`;
}

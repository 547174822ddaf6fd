/**
 * A price in the interface language (the shop's prices are US dollars), isolated with FSI…PDI
 * so that in a right-to-left sentence the currency sign stays with its number.
 */
export function formatPrice(amount: number, language: string): string {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(
    amount,
  );
  return `\u2068${money}\u2069`;
}

export function formatNumber(value: number, language: string, digits = 0): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

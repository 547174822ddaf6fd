/** Money and dates in the interface language; the mock's amounts are in US dollars. */
export function formatMoney(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
}

export function formatDay(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(isoDate),
  );
}

export function formatTime(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(isoDate),
  );
}

/** `day` (`YYYY-MM-DD`) moved by `days` calendar days, as `YYYY-MM-DD`; no time zone involved. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

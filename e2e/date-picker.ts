import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

const monthName = (month: number, style: 'long' | 'short') =>
  new Intl.DateTimeFormat('en', { month: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );

/**
 * A day's accessible name in the app's date pickers, the interface in English: "20 November
 * 2026" for `2026-11-20`.
 */
export function dayName(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return `${date} ${monthName(month, 'long')} ${year}`;
}

/** The calendar a date picker opens (a dialog named by the picker). */
export async function calendarOf(picker: Locator): Promise<Locator> {
  return picker.page().locator(`[id="${await picker.getAttribute('aria-controls')}"]`);
}

/**
 * Picks the day `day` (`YYYY-MM-DD`) in the date picker `picker` (the button that opens it) as a
 * person does, the interface in English: opens its calendar, goes to the day's year and month by
 * the header ("Choose a month", "Choose a year", the decade's arrows) unless the calendar shows
 * it, and presses the day's button by its name ("20 November 2026"). The calendar closes.
 */
export async function pickDay(picker: Locator, day: string): Promise<void> {
  await picker.click();
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  const calendar = await calendarOf(picker);
  const dayButton = calendar.getByRole('button', { name: dayName(day), exact: true });
  await expect(calendar.getByRole('button', { name: 'Choose a month' })).toBeVisible();
  if (!(await dayButton.isVisible())) {
    const [year = 0, month = 1] = day.split('-').map(Number);
    await calendar.getByRole('button', { name: 'Choose a month' }).click();
    await calendar.getByRole('button', { name: 'Choose a year' }).click();
    const yearButton = calendar.getByRole('button', { name: String(year), exact: true });
    // The decade shown, by its first year: earlier or later decades until the year's.
    const firstYear = calendar.getByRole('button', { name: /^\d{4}$/ }).first();
    for (let turn = 0; turn < 20 && !(await yearButton.isVisible()); turn += 1) {
      const shown = Number(await firstYear.textContent());
      const direction = year < shown ? 'Previous decade' : 'Next decade';
      await calendar.getByRole('button', { name: direction }).click();
      await expect(firstYear).not.toHaveText(String(shown));
    }
    await yearButton.click();
    await calendar.getByRole('button', { name: monthName(month, 'short'), exact: true }).click();
  }
  await dayButton.click();
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
}

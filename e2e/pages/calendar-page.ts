import type { Locator, Page, Response } from '@playwright/test';
import { expect } from '../fixtures';
import { pageLoad } from '../helpers';

/** English texts of the calendar (public/locales/en.json). */
export const calendarTexts = {
  heading: 'Calendar',
  add: 'Add Event',
  addTitle: 'Add Event',
  editTitle: 'Update Event',
  viewTitle: 'Event',
  save: 'Save',
  delete: 'Delete',
  viewAll: 'View All',
  endBeforeStart: 'The end cannot be before the start.',
  readOnly: 'This event is someone else’s: you can read it but not change it.',
  added: 'Event added.',
  updated: 'Event updated.',
  moved: 'Event moved.',
  deleted: (title: string) => `Event “${title}” deleted.`,
  views: { month: 'Month', week: 'Week', day: 'Day', list: 'List' },
} as const;

export const calendarNames = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const;
export type CalendarName = (typeof calendarNames)[number];

const isEventsCall = (response: Response) =>
  new URL(response.url()).pathname === '/apps/calendar/events';

/**
 * The calendar app (`/apps/calendar`): the sidebar's calendars, the toolbar, the FullCalendar
 * grid and the event drawer. Events and day cells have no accessible name of their own in
 * FullCalendar's markup, so they are found by FullCalendar's classes and `data-date`.
 */
export type Point = { x: number; y: number };

/** The centre of what `locator` shows, for the mouse. */
export async function centre(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * The text of a one-line element as it shows, its characters in the order they stand from left
 * to right: "Mo." reads "Mo." unless right to left put its dot first (".Mo"). Characters cut off
 * by the element's box or a box around it (a chip too narrow for its title) are left out.
 */
export async function shownText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    // What the element and every ancestor that clips its overflow leave visible.
    const box = element.getBoundingClientRect();
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      box.x = Math.max(box.left, clip.left);
      box.width = Math.max(0, Math.min(box.right, clip.right) - box.x);
    }
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const shown: { x: number; char: string }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width > 0 && rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5) {
          shown.push({ x: rect.left, char: text.charAt(index) });
        }
      }
    }
    return shown
      .toSorted((a, b) => a.x - b.x)
      .map((entry) => entry.char)
      .join('');
  });
}

export class CalendarPage {
  readonly sidebar: Locator;
  readonly filter: Locator;
  readonly viewAll: Locator;
  readonly addButton: Locator;
  readonly grid: Locator;
  readonly drawer: Locator;
  readonly title: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('complementary', { name: 'Calendars and dates' });
    this.filter = this.sidebar.getByRole('group', { name: 'Calendars' });
    this.viewAll = this.filter.getByRole('checkbox', { name: calendarTexts.viewAll });
    this.addButton = this.sidebar.getByRole('button', { name: calendarTexts.add });
    this.grid = page.locator('.fc');
    this.drawer = page.getByRole('dialog').filter({ has: page.locator('form') });
    this.title = page.getByRole('region', { name: 'Events' }).getByRole('heading', { level: 2 });
  }

  /** Waits for the next answer of `GET /apps/calendar/events`. */
  eventsLoaded(): Promise<Response> {
    return this.page.waitForResponse(isEventsCall);
  }

  /** Waits until the grid is drawn (FullCalendar loads with the route); `heading` in another language. */
  async ready(heading: string = calendarTexts.heading) {
    await expect(this.page.getByRole('heading', { name: heading, level: 1 })).toBeVisible(pageLoad);
    await expect(this.grid).toBeVisible({ timeout: 15_000 });
  }

  checkbox(calendar: CalendarName): Locator {
    return this.filter.getByRole('checkbox', { name: calendar, exact: true });
  }

  /** Every event of the grid or of the list view, or those whose text holds `title`. */
  events(title?: string | RegExp): Locator {
    // The events' region, named in the page's language.
    const all = this.page.locator(
      'main section[aria-label] :is(.fc-event:not(.fc-event-mirror), li > button)',
    );
    return title === undefined ? all : all.filter({ hasText: title });
  }

  /** A day cell of the month view. */
  day(date: string): Locator {
    return this.grid.locator(`td.fc-daygrid-day[data-date="${date}"]`);
  }

  /** A day's column of the week or day view. */
  column(date: string): Locator {
    return this.grid.locator(`td.fc-timegrid-col[data-date="${date}"]`);
  }

  /** A time slot row of the week or day view (`HH:mm:ss`). */
  slot(time: string): Locator {
    return this.grid.locator(`td.fc-timegrid-slot-lane[data-time="${time}"]`);
  }

  /** The point of the week or day view at `time` (`HH:mm:ss`, the slot's middle) on `date`. */
  async slotPoint(date: string, time: string): Promise<Point> {
    const column = await centre(this.column(date));
    const slot = await centre(this.slot(time));
    return { x: column.x, y: slot.y };
  }

  /**
   * Clicks the week or day view's half hour at `time` on `date` (`2026-11-10`, `09:00:00`): a
   * user who may add events gets the Add Event drawer for that half hour, which is returned.
   */
  async clickSlot(date: string, time: string): Promise<Locator> {
    await this.slot(time).scrollIntoViewIfNeeded();
    const { x, y } = await this.slotPoint(date, time);
    await this.page.mouse.click(x, y);
    const drawer = this.page.getByRole('dialog', { name: calendarTexts.addTitle });
    await expect(drawer).toBeVisible();
    return drawer;
  }

  async showView(view: keyof typeof calendarTexts.views) {
    // Mantine's segmented control hides its radios behind their labels: the label is clicked.
    const radio = this.page.getByRole('radio', { name: calendarTexts.views[view] });
    const id = await radio.getAttribute('id');
    await this.page.locator(`label[for="${id}"]`).click();
    await expect(radio).toBeChecked();
  }

  /**
   * The value a date field of the drawer holds, in the user's time zone: `YYYY-MM-DD` for an
   * all-day event, `YYYY-MM-DD HH:mm:ss` otherwise (the picker's hidden input).
   */
  value(name: 'start' | 'end'): Locator {
    return this.drawer.locator(`input[type="hidden"][name="${name}"]`);
  }

  /**
   * Opens the drawer's date picker `label` (Start, End), picks the day `day` (its accessible name,
   * "9 November 2026" in English) and, for a date-time, the time; the picker closes.
   */
  async pickDate(
    label: string,
    day: string,
    time?: { hours: string; minutes: string; amPm?: 'AM' | 'PM' },
  ) {
    const field = this.field(label);
    await field.click();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const dropdown = this.page.locator(`[id="${await field.getAttribute('aria-controls')}"]`);
    await dropdown.getByRole('button', { name: day, exact: true }).click();
    if (time) {
      await dropdown.getByRole('spinbutton', { name: 'Hours' }).fill(time.hours);
      await dropdown.getByRole('spinbutton', { name: 'Minutes' }).fill(time.minutes);
      if (time.amPm)
        await dropdown.getByRole('combobox', { name: 'AM or PM' }).selectOption(time.amPm);
      await dropdown.getByRole('button', { name: 'Done' }).click();
    }
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  }

  field(label: string): Locator {
    // A required field's label ends with Mantine's asterisk.
    return this.drawer.getByLabel(new RegExp(`^${label}( \\*)?$`));
  }
}

import type { Locator, Page } from '@playwright/test';
import { expect, type Role } from '../fixtures';
import { escapeRegExp, openSignedIn, pageLoad } from '../helpers';

/** English texts of the audit log (`auditLog.*` in public/locales/en.json). */
export const auditLogTexts = {
  heading: 'Audit log',
  table: 'Audit log entries',
  search: 'Search',
  updated: 'Updated',
  changesOf: (name: string) => `Changes of ${name}`,
  detailsOf: (user: string, action: string, record: string) =>
    `Details of ${user} · ${action} · ${record}`,
  activityTab: 'Activity',
  activityOf: (name: string) => `Latest activity of ${name}`,
  allEntriesOf: (name: string) => `All of ${name}’s entries in the audit log`,
} as const;

/** The audit log (`/audit-log`): filters and search in the URL, entries that open to their changes. */
export class AuditLogPage {
  constructor(readonly page: Page) {}

  /** Opens the log signed in as `role`, with `query` (`userId=1&app=users`) as its URL's search. */
  async open(role: Role, query = '') {
    await openSignedIn(this.page, `/audit-log${query ? `?${query}` : ''}`, role);
    await expect(this.heading).toBeVisible(pageLoad);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: auditLogTexts.heading, level: 1 });
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: auditLogTexts.table });
  }

  /** Searches the log (record label, user name) and waits for the answer. */
  async search(text: string) {
    const answered = this.page.waitForResponse(
      (response) => response.url().includes('/api/audit-log?') && response.url().includes('q='),
    );
    await this.page.getByRole('searchbox', { name: auditLogTexts.search }).fill(text);
    expect((await answered).status(), 'GET /api/audit-log').toBe(200);
  }

  /** The expand button of the entry that `user`'s `action` on `record` made. */
  entryToggle(user: string, action: string, record: string): Locator {
    return this.table.getByRole('button', {
      name: auditLogTexts.detailsOf(user, action, record),
      exact: true,
    });
  }

  /** Opens the entry and returns its table of changes. */
  async expand(user: string, action: string, record: string): Promise<Locator> {
    const toggle = this.entryToggle(user, action, record);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const changes = this.page.getByRole('table', { name: auditLogTexts.changesOf(record) });
    await expect(changes).toBeVisible();
    return changes;
  }

  /** The row of `field` in a table of changes: field, before, (becomes), after. */
  changeRow(changes: Locator, field: string): Locator {
    return changes.getByRole('row', { name: new RegExp(`^${escapeRegExp(field)}\\b`) });
  }
}

// @vitest-environment node
import { z } from 'zod';
import type { Invoice } from '@/apps/invoices/api/invoice-schemas';
import { tables, type Database, type TableName } from '@/mocks/db/tables';
import { seedDemoUsers } from '@/mocks/seed/auth-seed';
import { createSeedContext, type SeedName } from '@/mocks/seed/seed-context';
import { DAY_MS, MOCK_TODAY, SEED_REFERENCE_DATE } from '@/mocks/seed/seed-random';
import { CLIENT_TASK_COUNT, XSS_TASK_TITLE } from '@/mocks/seed/tasks-seed';

// Built straight from the seed functions: createDatabase caches its templates, which would hide
// a seed that is not deterministic.
function build(seed: SeedName): Database {
  const names = Object.keys(tables) as TableName[];
  return Object.fromEntries(
    names.map((name) => [name, tables[name].seed(createSeedContext(name, seed))]),
  ) as Database;
}

const defaultDb = build('default');
const largeDb = build('large');
const reference = Date.parse(SEED_REFERENCE_DATE);
const today = Date.parse(MOCK_TODAY);
const sizes = (db: Database) => [
  db.users.length,
  db.invoices.length,
  db.tasks.length,
  db.events.length,
];
const toCents = (amount: number) => Math.round(amount * 100);

/** What is wrong with an invoice, if anything: one list to compare with [] (no conditional expects). */
function invoiceProblems(invoice: Invoice, index: number): string[] {
  const problems: string[] = [];
  const report = (ok: boolean, problem: string) => {
    if (!ok) problems.push(`${invoice.id}: ${problem}`);
  };
  const itemsCents = invoice.items.reduce((sum, item) => sum + toCents(item.cost) * item.qty, 0);
  const issued = Date.parse(invoice.issuedDate);
  const due = Date.parse(invoice.dueDate);
  report(invoice.id === 4987 + index, 'id out of sequence');
  report(toCents(invoice.total) === itemsCents, 'total is not the sum of cost × qty');
  report(invoice.items.length >= 1 && invoice.items.length <= 4, 'not 1 to 4 items');
  report(issued < due, 'due before issued');
  // Issued on the reference day or in the year before it.
  report(issued > today - 365 * DAY_MS && issued < today + DAY_MS, 'issued outside the past year');
  if (invoice.status === 'Paid') report(invoice.balance === 0, 'paid with a balance');
  else if (invoice.status === 'Partial Payment') {
    report(invoice.balance > 0 && invoice.balance < invoice.total, 'partial balance out of range');
  } else report(invoice.balance === invoice.total, 'unpaid balance is not the total');
  if (invoice.status === 'Past Due') {
    report(due < reference && invoice.balance > 0, 'past due but not overdue and unpaid');
  }
  return problems;
}

describe('seeds', () => {
  it('are deterministic', () => {
    expect(build('default')).toEqual(defaultDb);
    expect(build('large')).toEqual(largeDb);
  });

  it('have the expected sizes, and large starts with the rows of default', () => {
    expect(sizes(defaultDb)).toEqual([500, 120, 40, 60]);
    expect(sizes(largeDb)).toEqual([10_000, 2_000, 40, 60]);
    expect(largeDb.users.slice(0, 500)).toEqual(defaultDb.users);
    expect(largeDb.invoices.slice(0, 120)).toEqual(defaultDb.invoices);
    expect(largeDb.tasks).toEqual(defaultDb.tasks);
    expect(largeDb.events).toEqual(defaultDb.events);
  });

  it('pass their table schemas, so a saved database of them loads back', () => {
    const names = Object.keys(tables) as TableName[];
    for (const db of [defaultDb, largeDb]) {
      const valid = names.map((name) => [
        name,
        z.array(tables[name].schema).safeParse(db[name]).success,
      ]);
      expect(Object.fromEntries(valid)).toEqual(
        Object.fromEntries(names.map((name) => [name, true])),
      );
    }
  });
});

describe('users', () => {
  it.each([
    ['default', defaultDb],
    ['large', largeDb],
  ])('have unique emails and usernames (%s)', (_, db) => {
    const emails = new Set(db.users.map((user) => user.email.toLowerCase()));
    const usernames = new Set(db.users.map((user) => user.username.toLowerCase()));
    expect(emails.size).toBe(db.users.length);
    expect(usernames.size).toBe(db.users.length);
    expect(new Set(db.users.map((user) => user.id)).size).toBe(db.users.length);
  });

  it('keep the demo accounts and the shop manager, the only ones that can sign in', () => {
    expect(defaultDb.users.slice(0, 2)).toEqual(seedDemoUsers());
    const withPassword = largeDb.users.filter((user) => user.password !== undefined);
    expect(withPassword.map((user) => user.id)).toEqual([1, 2, 3]);
    expect(largeDb.users[2]).toMatchObject({ email: 'shop@demo.com', role: 'shopManager' });
  });

  it('are varied, with weighted roles and statuses', () => {
    // The directory after the demo accounts and the shop manager (user 3).
    const directory = largeDb.users.slice(3);
    const count = (key: 'role' | 'status', value: string) =>
      directory.filter((user) => user[key] === value).length;
    expect(new Set(directory.map((user) => user.role))).toEqual(
      new Set(['admin', 'author', 'editor', 'maintainer', 'subscriber']),
    );
    expect(count('role', 'admin')).toBeLessThan(count('role', 'subscriber') / 5);
    expect(count('status', 'active')).toBeGreaterThan(directory.length / 2);
    expect(count('status', 'pending')).toBeGreaterThan(0);
    expect(count('status', 'inactive')).toBeGreaterThan(0);
    expect(new Set(directory.map((user) => user.country)).size).toBeGreaterThan(30);
    expect(new Set(directory.map((user) => user.fullName)).size).toBeGreaterThan(2_000);
    // The avatar images are not shipped yet: initials everywhere.
    expect(directory.every((user) => user.avatar === '')).toBe(true);
    for (const user of directory.slice(0, 200)) {
      expect(user.email).toMatch(/^[a-z0-9.]+@[a-z0-9.]+\.[a-z]+$/);
      expect(user.username).toMatch(/^[a-z0-9._]+$/);
      expect(user.contact).toMatch(/^\+\d/);
      expect(user.company).not.toBe('');
    }
  });
});

describe('invoices', () => {
  it.each([
    ['default', defaultDb],
    ['large', largeDb],
  ])('have consistent totals, balances, statuses and dates (%s)', (_, db) => {
    expect(db.invoices.flatMap(invoiceProblems)).toEqual([]);
  });

  it('use every status', () => {
    expect(new Set(defaultDb.invoices.map((invoice) => invoice.status)).size).toBe(6);
  });
});

describe('tasks', () => {
  const { tasks, users } = defaultDb;

  it('include the XSS title as an open task of the admin', () => {
    expect(tasks.filter((task) => task.title === XSS_TASK_TITLE)).toEqual([
      expect.objectContaining({
        title: '<img src=x onerror=alert(1)>',
        assignee: { id: 1, fullName: 'John Doe', avatar: '' },
        isCompleted: false,
        isDeleted: false,
      }),
    ]);
  });

  it('are assigned to real users, eight of them to the client, a few to nobody', () => {
    for (const task of tasks) {
      if (!task.assignee) continue;
      const user = users.find((candidate) => candidate.id === task.assignee?.id);
      expect(user?.fullName).toBe(task.assignee.fullName);
    }
    expect(tasks.filter((task) => task.assignee?.id === 2)).toHaveLength(CLIENT_TASK_COUNT);
    expect(tasks.filter((task) => task.assignee === null).length).toBeGreaterThanOrEqual(2);
  });

  it('are spread around the reference date, with a few deleted', () => {
    for (const task of tasks) {
      const offset = Date.parse(task.dueDate ?? '') - reference;
      expect(offset).toBeGreaterThanOrEqual(-20 * DAY_MS);
      expect(offset).toBeLessThanOrEqual(30 * DAY_MS);
      expect(
        task.tags.filter((tag) => ['low', 'medium', 'high'].includes(tag)).length,
      ).toBeLessThan(2);
    }
    const deleted = tasks.filter((task) => task.isDeleted).length;
    expect(deleted).toBeGreaterThan(0);
    expect(deleted).toBeLessThan(tasks.length / 5);
  });
});

describe('events', () => {
  const { events, users } = defaultDb;
  const onDay = (day: number) =>
    events.filter((event) => Date.parse(event.start) < day + DAY_MS && Date.parse(event.end) > day);

  it('give the reference day three events, one of them all-day', () => {
    const todays = onDay(today);
    expect(todays).toHaveLength(3);
    expect(todays.filter((event) => event.allDay)).toHaveLength(1);
  });

  it('span the reference month and two months either side, with real guests', () => {
    const names = new Set(users.map((user) => user.fullName));
    for (const event of events) {
      expect(event.start >= '2026-09-01' && event.end <= '2027-02-01').toBe(true);
      expect(Date.parse(event.end)).toBeGreaterThan(Date.parse(event.start));
      for (const guest of event.guests) expect(names.has(guest)).toBe(true);
    }
    expect(events.map((event) => event.id)).toEqual(events.map((_, index) => index + 1));
    expect(new Set(events.map((event) => event.calendar)).size).toBe(5);
  });
});

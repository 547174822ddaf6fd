import type { Locator, Page } from '@playwright/test';
import { expect, type Role } from '../fixtures';
import { escapeRegExp, expectToastAfter, openSignedIn } from '../helpers';

/** English texts of the todo app (`todo.*` in public/locales/en.json). */
export const todoTexts = {
  heading: 'Todo',
  add: 'Add task',
  save: 'Save changes',
  deleteTask: 'Delete',
  restore: 'Restore',
  removeForever: 'Delete forever',
  editTitle: 'Edit task',
  viewTitle: 'Task details',
  deletedNote: 'This task is deleted. Restore it to change it.',
  added: 'Task added.',
  saved: 'Task saved.',
  moved: 'Task moved to Deleted.',
  restored: 'Task restored.',
  removed: 'Task deleted forever.',
  confirmRemove: 'Delete this task forever?',
  readOnlyList: 'You can change only the tasks assigned to you; the others are read-only.',
  readOnlyDrawer: 'This task is not assigned to you. You can view it but not change it.',
  empty: 'No tasks found',
  search: 'Search tasks',
  clearSearch: 'Clear the search',
  complete: (title: string) => `Mark “${title}” as completed`,
  important: (title: string) => `Mark “${title}” as important`,
} as const;

/** The filters' names, by their value in the URL (`?filter=`; My tasks is none). */
export const todoFilters = {
  all: 'My tasks',
  everyone: "Everyone's tasks",
  important: 'Important',
  completed: 'Completed',
  deleted: 'Deleted',
} as const;

/** The tags' names, by their API value (`tags: ['team', 'high']`, `?tag=`). */
export const todoTags = {
  team: 'Team',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  update: 'Update',
} as const;

export type TodoFilter = keyof typeof todoFilters;

/**
 * Page object of the todo app (src/apps/todo/): a list named "Tasks" whose rows are list items,
 * each titled by its first button (which opens the task); the Filters and Tags navigations, whose
 * links end in their count ("Important 4"); the drawer to add, edit or read a task. Waits are on
 * what the user sees; the assertions stay in the test.
 */
export class TodoPage {
  readonly list: Locator;
  readonly rows: Locator;
  readonly filters: Locator;
  readonly tags: Locator;
  readonly searchBox: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: 'Tasks' });
    this.rows = this.list.getByRole('listitem');
    this.filters = page.getByRole('navigation', { name: 'Filters' });
    this.tags = page.getByRole('navigation', { name: 'Tags' });
    this.searchBox = page.getByRole('searchbox', { name: todoTexts.search });
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: todoTexts.heading, level: 1 });
  }

  /** Opens the app signed in as `role` (a view of it with `path`) and waits for its heading. */
  async goto(role: Role, path = '/apps/todo') {
    await openSignedIn(this.page, path, role);
    await expect(this.heading).toBeVisible();
  }

  /** The row of the task titled `title`. */
  row(title: string): Locator {
    // `has` is looked for inside each row: a locator from the page, not from the list.
    return this.rows.filter({
      has: this.page.getByRole('button', { name: title, exact: true }),
    });
  }

  /** The title button of a row, which opens the task. */
  titleButton(title: string): Locator {
    return this.list.getByRole('button', { name: title, exact: true });
  }

  /** Opens a task from its row: the edit drawer (or the read-only one). */
  async open(title: string) {
    await this.titleButton(title).click();
  }

  completeBox(title: string): Locator {
    return this.row(title).getByRole('checkbox', { name: todoTexts.complete(title) });
  }

  importantButton(title: string): Locator {
    return this.row(title).getByRole('button', { name: todoTexts.important(title) });
  }

  /** A filter's link, by its name ("Important"); its name ends with its count. */
  filter(name: string): Locator {
    return this.filters.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)} \\d+$`) });
  }

  tag(name: string): Locator {
    return this.tags.getByRole('link', { name, exact: true });
  }

  /** The number a filter link shows. */
  async countOf(link: Locator): Promise<number> {
    const text = (await link.textContent()) ?? '';
    return Number(/(\d+)\s*$/.exec(text)?.[1] ?? Number.NaN);
  }

  /** Expects the filter `name` to show `count`. */
  async expectCount(name: string, count: number) {
    await expect(this.filter(name)).toHaveAccessibleName(`${name} ${count}`);
  }

  /** Titles of the rows, in order (each row's title is its first button). */
  rowTitles(): Promise<string[]> {
    return this.rows.evaluateAll((rows) =>
      rows.map((row) => row.querySelector('button')?.textContent ?? ''),
    );
  }

  get sortButton(): Locator {
    return this.page.getByRole('button', { name: /^Sort: / });
  }

  /** Picks a sort from the Sort menu ("Title A–Z", "Due date", "Newest first"…). */
  async sortBy(name: string) {
    await this.sortButton.click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  /** The drawer: "Add task", "Edit task" or, read-only, "Task details". */
  drawer(name: string = todoTexts.editTitle): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Opens the Add task drawer. */
  async startAdding(): Promise<Locator> {
    await this.page.getByRole('button', { name: todoTexts.add }).click();
    const drawer = this.drawer(todoTexts.add);
    await expect(drawer).toBeVisible();
    return drawer;
  }

  /** Picks the 15th of the month the drawer's date picker opens on (the machine's month). */
  async pickDueDate(drawer: Locator) {
    await drawer.getByRole('button', { name: 'Due date' }).click();
    const now = new Date();
    const month = new Intl.DateTimeFormat('en', { month: 'long' }).format(now);
    await this.page.getByRole('button', { name: `15 ${month} ${now.getFullYear()}` }).click();
  }

  /** Clicks a drawer's button (Save changes, Delete, Restore…) and waits for the toast it gives. */
  async drawerAction(drawer: Locator, button: string, toast: string) {
    await expectToastAfter(this.page, toast, () =>
      drawer.getByRole('button', { name: button }).click(),
    );
  }
}

import type { KanbanTask } from './api/kanban-schemas';
import { blankTask } from '@/mocks/lib/kanban-tasks';
import { filterTasks, isFiltered } from './kanban-filter';

const jane = { id: 2, fullName: 'Jane Doe', avatar: '' };
const imran = { id: 7, fullName: 'Imran Khan', avatar: '' };

const task = (id: number, fields: Partial<KanbanTask>): KanbanTask => ({
  ...blankTask(id, 1, `Task ${id}`),
  ...fields,
});

const today = '2026-11-01';
const tasks = [
  task(1, { title: 'Fix the Date picker', labels: ['bug'], dueDate: '2026-10-31T17:00:00.000Z' }),
  task(2, { description: 'Pick a date for the launch', assignedTo: [jane, imran] }),
  task(3, { labels: ['design'], dueDate: '2026-11-01T17:00:00.000Z', assignedTo: [jane] }),
  task(4, { dueDate: '2026-11-07T17:00:00.000Z' }),
  task(5, { dueDate: '2026-11-08T17:00:00.000Z', labels: ['bug'] }),
];
const ids = (filter: Parameters<typeof filterTasks>[1]) =>
  filterTasks(tasks, filter, today, 'en').map((kept) => kept.id);

describe('filterTasks', () => {
  it('keeps every card, the same list, without a filter', () => {
    expect(isFiltered({})).toBe(false);
    expect(filterTasks(tasks, {}, today)).toBe(tasks);
  });

  it('finds the text in titles and descriptions, in any case', () => {
    expect(ids({ q: 'DATE' })).toEqual([1, 2]);
  });

  it('filters by label and by assignee', () => {
    expect(ids({ label: 'bug' })).toEqual([1, 5]);
    expect(ids({ assignee: jane.id })).toEqual([2, 3]);
    expect(ids({ assignee: imran.id, label: 'design' })).toEqual([]);
  });

  it('filters by due date: overdue, today and the six days after it, none', () => {
    expect(ids({ due: 'overdue' })).toEqual([1]);
    expect(ids({ due: 'week' })).toEqual([3, 4]);
    expect(ids({ due: 'none' })).toEqual([2]);
    expect(ids({ due: 'week', label: 'bug' })).toEqual([]);
  });
});

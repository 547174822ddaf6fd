import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createQueryClient } from '@/app/query-client';
import { startI18n } from '@/lib/i18n/i18n';
import { notify } from '@/lib/notify/notify';
import { signInAs } from '@/testing/render-route';
import { kanbanTasksQueryOptions } from './list-kanban-tasks';
import { kanbanKeys } from './kanban-keys';
import { withItemMoved, withTaskPlaced } from './kanban-order';
import type { KanbanTasksAnswer } from './kanban-schemas';
import { useMoveTask, withMoveUndone, withTaskMoved } from './move-kanban-task';
import { holdPosts } from '@/testing/hold-posts';
import { callApi, signInAs as signInToApi } from '@/mocks/testing/mock-api-client';

const i18nReady = startI18n();

const row = (id: number, boardId: number) => ({ id, boardId });
const order = (tasks: readonly { id: number; boardId: number }[]) =>
  tasks.map((task) => `${task.boardId}:${task.id}`);

describe('withTaskPlaced', () => {
  const tasks = [row(1, 1), row(2, 2), row(3, 1), row(4, 1), row(5, 2)];

  it('reorders within a board, others keeping their place', () => {
    expect(order(withTaskPlaced(tasks, 1, 1, 2))).toEqual(['2:2', '1:3', '1:4', '1:1', '2:5']);
    expect(order(withTaskPlaced(tasks, 4, 1, 0))).toEqual(['1:4', '1:1', '2:2', '1:3', '2:5']);
  });

  it('moves across boards, to the bottom past the end, and into an empty board', () => {
    expect(order(withTaskPlaced(tasks, 3, 2, 1))).toEqual(['1:1', '2:2', '1:4', '2:3', '2:5']);
    expect(order(withTaskPlaced(tasks, 1, 2, 0))).toEqual(['2:1', '2:2', '1:3', '1:4', '2:5']);
    expect(order(withTaskPlaced(tasks, 1, 2, 9))).toEqual(['2:2', '1:3', '1:4', '2:5', '2:1']);
    expect(order(withTaskPlaced(tasks, 2, 7, 0))).toEqual(['1:1', '1:3', '1:4', '2:5', '7:2']);
  });

  it('leaves the list alone for an unknown task', () => {
    expect(withTaskPlaced(tasks, 9, 1, 0)).toBe(tasks);
    expect(withItemMoved([{ id: 1 }, { id: 2 }], 2, 0)).toEqual([{ id: 2 }, { id: 1 }]);
  });
});

describe('withMoveUndone', () => {
  it('puts back only the failed task', () => {
    const start: KanbanTasksAnswer = { tasks: [], today: '2026-11-01' };
    const make = (rows: { id: number; boardId: number }[]) =>
      ({ ...start, tasks: rows }) as unknown as KanbanTasksAnswer;
    const previous = make([row(1, 1), row(2, 1), row(3, 2)]);
    const first = { id: 1, fromBoardId: 1, fromIndex: 0, boardId: 2, index: 0 };
    const moved = withTaskMoved(previous, first);
    const second = withTaskMoved(moved, { id: 2, boardId: 2, index: 0 });
    // Each board's order is what counts: board 1 has its task back, board 2 keeps the other move.
    expect(order(withMoveUndone(second, first).tasks)).toEqual(['2:2', '2:3', '1:1']);
  });
});

/** Holds the move calls until `release()`, answering `answer()` or falling through. */
const holdMoves = (answer: () => Response | undefined) =>
  holdPosts(['*/apps/kanban/update-task-board', '*/apps/kanban/reorder-tasks'], answer);

async function setup() {
  await i18nReady;
  await signInAs('admin');
  const queryClient = createQueryClient();
  const initial = await queryClient.fetchQuery(kanbanTasksQueryOptions());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useMoveTask(), { wrapper });
  const cached = () => queryClient.getQueryData<KanbanTasksAnswer>(kanbanKeys.tasks());
  const column = (boardId: number) =>
    cached()
      ?.tasks.filter((task) => task.boardId === boardId)
      .map((task) => task.id);
  const card = (id: number) => cached()?.tasks.find((task) => task.id === id);
  return { result, initial, column, card };
}

describe('useMoveTask', () => {
  it('shows the move before the server answers, and keeps it after a reload', async () => {
    const { result, initial, column } = await setup();
    const [task] = initial.tasks.filter((candidate) => candidate.boardId === 1);
    if (!task) throw new Error('seed: no task in board 1');
    const gate = holdMoves(() => undefined);
    act(() =>
      result.current.move({ id: task.id, fromBoardId: 1, fromIndex: 0, boardId: 3, index: 0 }),
    );
    await waitFor(() => expect(column(3)?.[0]).toBe(task.id));
    expect(column(1)).not.toContain(task.id);
    gate.release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // The refetch (the server's order) agrees.
    expect(column(3)?.[0]).toBe(task.id);
  });

  it('puts the task back where it was, with an error toast, when the call fails', async () => {
    const { result, initial, column } = await setup();
    const before = column(2);
    const [task] = initial.tasks.filter((candidate) => candidate.boardId === 2);
    if (!task || !before) throw new Error('seed: no task in board 2');
    const toast = vi.spyOn(notify, 'error');
    const gate = holdMoves(() => HttpResponse.json({ message: 'x' }, { status: 500 }));
    act(() =>
      result.current.move({ id: task.id, fromBoardId: 2, fromIndex: 0, boardId: 2, index: 2 }),
    );
    // At once, in the same tick as the drop.
    expect(column(2)).not.toEqual(before);
    gate.release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(column(2)).toEqual(before);
    expect(toast).toHaveBeenCalledWith('x');
  });

  it('names the version the card shows: two quick moves of one card both go through', async () => {
    const { result, initial, column, card } = await setup();
    const [task] = initial.tasks.filter((candidate) => candidate.boardId === 1);
    if (!task) throw new Error('seed: no task in board 1');
    const toast = vi.spyOn(notify, 'error');
    const gate = holdMoves(() => undefined);
    const { id, version } = task;
    act(() =>
      result.current.move({ id, version, fromBoardId: 1, fromIndex: 0, boardId: 2, index: 0 }),
    );
    // The second drag starts from the card as the first left it, at the version it will have.
    expect(column(2)?.[0]).toBe(id);
    const shown = card(id);
    expect(shown?.version).toBe(version + 1);
    act(() =>
      result.current.move({
        id,
        version: shown?.version,
        fromBoardId: 2,
        fromIndex: 0,
        boardId: 3,
        index: 0,
      }),
    );
    gate.release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await waitFor(() => expect(column(3)?.[0]).toBe(id));
    expect(toast).not.toHaveBeenCalled();
  });

  it('puts the card back, the toast naming who changed it, when it changed since (412)', async () => {
    const { result, initial, column, card } = await setup();
    const before = column(2);
    const [task] = initial.tasks.filter((candidate) => candidate.boardId === 2);
    if (!task || !before) throw new Error('seed: no task in board 2');
    // Another admin's tab renames the task while this board still shows its first version.
    const { accessToken } = await signInToApi('admin');
    const other = await callApi('/apps/kanban/update-task', {
      token: accessToken,
      body: { data: { id: task.id, title: 'Renamed elsewhere' } },
    });
    expect(other.status).toBe(200);
    const toast = vi.spyOn(notify, 'error');
    const { id, version } = task;
    act(() =>
      result.current.move({ id, version, fromBoardId: 2, fromIndex: 0, boardId: 2, index: 2 }),
    );
    expect(column(2)).not.toEqual(before);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(column(2)).toEqual(before);
    // As the 412 says it now stands, before any refetch: the next drag names its new version.
    expect(card(id)).toMatchObject({ title: 'Renamed elsewhere', version: version + 1 });
    expect(toast).toHaveBeenCalledWith(
      'John Doe changed this record in the meantime: nothing was saved.',
    );
  });
});

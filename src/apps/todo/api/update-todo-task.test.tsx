import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createQueryClient } from '@/app/query-client';
import { startI18n } from '@/lib/i18n/i18n';
import { signInAs } from '@/testing/render-route';
import { callApi, signInAs as signInToMock } from '@/mocks/testing/mock-api-client';
import { listSearchOf, todoSearchSchema } from '../todo-search';
import { tasksQueryOptions } from './list-todo-tasks';
import { useToggleTask } from './update-todo-task';

const i18nReady = startI18n();

describe('a star refused because someone changed the task (412)', () => {
  it('leaves the task in the cache as it now stands, their version with it', async () => {
    await i18nReady;
    await signInAs('admin');
    const queryClient = createQueryClient();
    const options = tasksQueryOptions(listSearchOf(todoSearchSchema.parse({})));
    const { tasks, counts } = await queryClient.fetchQuery(options);
    const task = tasks.find((candidate) => !candidate.isCompleted);
    if (!task) throw new Error('the seed has no open task');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(useToggleTask, { wrapper });

    // Another tab completes it: version 2.
    const { accessToken } = await signInToMock('admin');
    const other = await callApi('/apps/todo/update-task', {
      token: accessToken,
      body: { task: { id: task.id, isCompleted: true } },
    });
    expect(other.status).toBe(200);

    const star = { id: task.id, field: 'isImportant' as const, value: !task.isImportant };
    await act(async () => {
      await expect(result.current.mutateAsync({ ...star, version: task.version })).rejects.toThrow(
        'errors.versionStale',
      );
    });
    // No refetch has come (the list has no observer): the 412's record is what the cache holds.
    const cached = queryClient.getQueryData(options.queryKey);
    expect(cached?.tasks.find((candidate) => candidate.id === task.id)).toMatchObject({
      isImportant: task.isImportant,
      isCompleted: true,
      version: 2,
    });
    expect(cached?.counts).toMatchObject({
      important: counts.important,
      completed: counts.completed + 1,
    });
  });
});

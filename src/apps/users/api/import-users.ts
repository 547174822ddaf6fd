import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { resourceKeys } from '@/lib/http/resource-keys';
import { importUsersAnswerSchema, type ImportUsersAnswer } from './import-schemas';
import { userKeys } from './user-keys';

/** The ready rows of a file, in its order: the answer names each by its index here. */
export async function importUsers(users: readonly Record<string, string>[]) {
  return sendJson('post', 'apps/users/import', importUsersAnswerSchema, {
    json: { users },
    creates: true,
  });
}

/** Imports the rows; the dialog shows what was refused, the toast what was imported. */
export function useImportUsers() {
  return useMutation({
    mutationFn: importUsers,
    meta: {
      successMessage: (_rows: unknown, answer: ImportUsersAnswer) => ({
        key: 'users.notifications.imported',
        values: { count: answer.imported.length },
      }),
      invalidates: [userKeys.all, resourceKeys.roles],
    },
  });
}

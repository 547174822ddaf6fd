import type { UserRecord } from '@/mocks/db/auth-tables';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { compareText } from './list-operations';

/** A user as the lists of people show them: todo's assignees, calendar's guests, kanban's members. */
export interface Person {
  id: number;
  fullName: string;
  avatar: string;
}

export const personOf = (user: Pick<UserRecord, 'id' | 'fullName' | 'avatar'>): Person => ({
  id: user.id,
  fullName: user.fullName,
  avatar: user.avatar,
});

export interface DirectoryOptions {
  /** How many active users of the directory, besides the demo accounts, the list offers. */
  count: number;
  /** Whether the user already holds something (a task, an invitation) and so must be listed. */
  isHolder: (user: UserRecord) => boolean;
  /** One entry per full name (the first user of that name): calendar events keep guests by name. */
  oncePerName?: boolean;
}

/**
 * Who something can be given to: the demo accounts, the first `count` active users of the
 * directory, and everyone who already holds one (so a current holder always has a name in the
 * list), sorted by name. The same rule for todo's assignees, calendar's guests and kanban's
 * members, so that the three pickers offer the same people.
 */
export function directoryOf(
  users: readonly UserRecord[],
  { count, isHolder, oncePerName = false }: DirectoryOptions,
): Person[] {
  const demoIds = new Set<number>([demoAccounts.admin.id, demoAccounts.client.id]);
  const directory = users
    .filter((user) => !demoIds.has(user.id) && user.status === 'active')
    .slice(0, count);
  const chosen = new Set<number>([...demoIds, ...directory.map((user) => user.id)]);
  const names = new Set<string>();
  const listed = users.filter((user) => {
    if (!chosen.has(user.id) && !isHolder(user)) return false;
    if (!oncePerName) return true;
    if (names.has(user.fullName)) return false;
    names.add(user.fullName);
    return true;
  });
  return listed
    .map(personOf)
    .toSorted((a, b) => compareText(a.fullName, b.fullName) || a.id - b.id);
}

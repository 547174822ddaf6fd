// @vitest-environment node
import type { UserRecord } from '@/mocks/db/auth-tables';
import { createDatabase } from '@/mocks/db/database';
import { directoryOf } from '@/mocks/lib/directory';

const [template] = createDatabase().users;
if (!template) throw new Error('the seed has no users');

const user = (
  id: number,
  fullName: string,
  status: UserRecord['status'] = 'active',
): UserRecord => ({
  ...template,
  id,
  fullName,
  status,
});

// The demo accounts are ids 1 and 2 (src/mocks/seed/auth-seed.ts).
const users = [
  user(1, 'John Doe'),
  user(2, 'Jane Doe'),
  user(3, 'Carol Inactive', 'inactive'),
  user(4, 'bob'),
  user(5, 'Alice'),
  user(6, 'Dave'),
  user(7, 'Alice'),
];

const ids = (people: readonly { id: number }[]) => people.map((person) => person.id);

describe('directoryOf', () => {
  it('lists the demo accounts and the first active users, sorted by name (case aside)', () => {
    const people = directoryOf(users, { count: 2, isHolder: () => false });
    expect(people.map((person) => person.fullName)).toEqual([
      'Alice',
      'bob',
      'Jane Doe',
      'John Doe',
    ]);
    expect(people[0]).toEqual({ id: 5, fullName: 'Alice', avatar: template.avatar });
  });

  it('adds whoever already holds something, even inactive or past the count', () => {
    const people = directoryOf(users, { count: 1, isHolder: (candidate) => candidate.id === 3 });
    expect(ids(people)).toEqual([4, 3, 2, 1]);
  });

  it('sorts people of the same name by id, or keeps the first of a name when asked', () => {
    expect(ids(directoryOf(users, { count: 10, isHolder: () => false }))).toEqual([
      5, 7, 4, 6, 2, 1,
    ]);
    expect(
      ids(directoryOf(users, { count: 10, isHolder: () => false, oncePerName: true })),
    ).toEqual([5, 4, 6, 2, 1]);
  });
});

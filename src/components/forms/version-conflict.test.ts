// @vitest-environment node
import {
  conflictFields,
  mergedValues,
  withValueAt,
  type VersionConflict,
} from './version-conflict';

type Role = { name: string; permissions: Record<string, { read: boolean; update: boolean }> };

const base: Role = {
  name: 'editor',
  permissions: { User: { read: true, update: false }, Invoice: { read: false, update: false } },
};
const conflict = (mine: Role, theirs: Role): VersionConflict<Role> => ({
  base,
  mine,
  theirs,
  changedBy: { id: 1, fullName: 'John Doe' },
  changedAt: null,
  refused: true,
});

describe('a conflict between two people’s values', () => {
  it('compares a group member by member, and keeps each as whoever changed it left it', () => {
    const mine = withValueAt(base, 'name', 'writer');
    const theirs = withValueAt(base, 'permissions.Invoice', { read: true, update: false });
    const shown = conflict(mine, theirs);
    expect(conflictFields(shown)).toEqual([
      { field: 'name', mine: 'writer', theirs: 'editor', bothChanged: false },
      {
        field: 'permissions.Invoice',
        mine: { read: false, update: false },
        theirs: { read: true, update: false },
        bothChanged: false,
      },
    ]);
    expect(mergedValues(shown)).toEqual({
      name: 'writer',
      permissions: { ...base.permissions, Invoice: { read: true, update: false } },
    });
    // The values it was given are left as they were.
    expect(mine.permissions.Invoice).toEqual({ read: false, update: false });
  });

  it('keeps the user’s value where both changed a field, and says both did', () => {
    const shown = conflict(
      withValueAt(base, 'name', 'writer'),
      withValueAt(base, 'name', 'author'),
    );
    expect(conflictFields(shown)).toEqual([
      { field: 'name', mine: 'writer', theirs: 'author', bothChanged: true },
    ]);
    expect(mergedValues(shown).name).toBe('writer');
  });
});

import { ForbiddenError, subject } from '@casl/ability';
import { assertCan, buildAbility } from './ability';

describe('buildAbility', () => {
  it('lets a visitor with no stored rules read Auth and nothing else', () => {
    const ability = buildAbility(null);
    expect(ability.can('read', 'Auth')).toBe(true);
    expect(ability.can('read', 'User')).toBe(false);
    expect(ability.can('create', 'Auth')).toBe(false);
  });

  it('treats manage as any action and all as any subject', () => {
    const ability = buildAbility([{ action: 'manage', subject: 'all' }]);
    expect(ability.can('delete', 'Invoice')).toBe(true);
    expect(ability.can('update', 'Role')).toBe(true);
  });

  it('lets an inverted rule take back part of a broader one', () => {
    const ability = buildAbility([
      { action: 'read', subject: 'all' },
      { action: 'read', subject: ['User', 'Invoice'], inverted: true, reason: 'Not for clients' },
    ]);
    expect(ability.can('read', 'Todo')).toBe(true);
    expect(ability.can('read', 'User')).toBe(false);
    expect(ability.can('read', 'Invoice')).toBe(false);
  });

  it('applies conditions, including dotted paths, to concrete records', () => {
    const ability = buildAbility([
      { action: 'read', subject: 'Todo' },
      { action: 'update', subject: 'Todo', conditions: { 'assignee.id': 2 } },
    ]);
    expect(ability.can('update', subject('Todo', { assignee: { id: 2 } }))).toBe(true);
    expect(ability.can('update', subject('Todo', { assignee: { id: 7 } }))).toBe(false);
    expect(ability.can('update', subject('Todo', { assignee: null }))).toBe(false);
    // On the type alone CASL answers "some Todo may be updated".
    expect(ability.can('update', 'Todo')).toBe(true);
  });

  it('limits a rule to the fields it names', () => {
    const ability = buildAbility([
      { action: 'update', subject: 'User', fields: ['fullName', 'contact'] },
    ]);
    expect(ability.can('update', 'User', 'fullName')).toBe(true);
    expect(ability.can('update', 'User', 'role')).toBe(false);
  });
});

describe('assertCan', () => {
  it('raises "Cannot execute {action} on {subject}" when forbidden', () => {
    const ability = buildAbility([{ action: 'read', subject: 'Todo' }]);
    expect(() => assertCan(ability, 'delete', 'Todo')).toThrow(ForbiddenError);
    expect(() => assertCan(ability, 'delete', 'Todo')).toThrow('Cannot execute delete on Todo');
    expect(() => assertCan(ability, 'read', 'Todo')).not.toThrow();
  });

  it('names the record type when checking a record', () => {
    const ability = buildAbility([
      { action: 'update', subject: 'Todo', conditions: { 'assignee.id': 2 } },
    ]);
    expect(() => assertCan(ability, 'update', subject('Todo', { assignee: { id: 9 } }))).toThrow(
      'Cannot execute update on Todo',
    );
  });
});

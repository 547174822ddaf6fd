import type { AbilityRule } from './ability-schemas';
import { buildAbility } from './ability';
import {
  applyMatrix,
  isFullMatrix,
  isMatrixRule,
  matrixSubjects,
  permissionMatrix,
  uniformMatrix,
} from './role-matrix';

const clientRules: AbilityRule[] = [
  { action: 'read', subject: 'all' },
  {
    action: 'read',
    subject: ['User', 'Permission', 'Invoice', 'Role'],
    inverted: true,
    reason: 'Clients cannot see users, permissions, roles or invoices',
  },
  {
    action: ['create', 'update', 'delete'],
    subject: 'Todo',
    conditions: { 'assignee.id': '${user.id}' },
  },
];

describe('the role grid', () => {
  it('has every subject but all and Auth', () => {
    expect(matrixSubjects).not.toContain('all');
    expect(matrixSubjects).not.toContain('Auth');
    expect(matrixSubjects).toContain('Todo');
  });

  it('owns only plain allow or deny rules of its actions and subjects', () => {
    expect(isMatrixRule({ action: ['read', 'create'], subject: ['Todo', 'Chat'] })).toBe(true);
    expect(isMatrixRule({ action: 'read', subject: 'Chat', inverted: true })).toBe(true);
    expect(isMatrixRule({ action: 'manage', subject: 'Todo' })).toBe(false);
    expect(isMatrixRule({ action: 'read', subject: 'all' })).toBe(false);
    expect(clientRules.slice(1).some(isMatrixRule)).toBe(false);
    expect(isMatrixRule({ action: 'update', subject: 'User', fields: ['fullName'] })).toBe(false);
  });

  it('reads what plain rules decide, as CASL does, leaving conditional rules aside', () => {
    const matrix = permissionMatrix(clientRules);
    expect(matrix.Chat).toEqual({ read: true, create: false, update: false, delete: false });
    expect(matrix.User.read).toBe(false);
    expect(matrix.Todo).toEqual({ read: true, create: false, update: false, delete: false });
    expect(isFullMatrix(permissionMatrix([{ action: 'manage', subject: 'all' }]))).toBe(true);
    expect(isFullMatrix(permissionMatrix([]))).toBe(false);
  });

  it('keeps advanced rules and adds only the differences, which CASL then applies', () => {
    const matrix = permissionMatrix(clientRules);
    matrix.Chat.read = false;
    matrix.User.read = true;
    matrix.Kanban.delete = true;
    const rules = applyMatrix(clientRules, matrix);
    expect(rules.slice(0, clientRules.length)).toEqual(clientRules);
    expect(rules.slice(clientRules.length)).toEqual([
      { action: 'read', subject: 'Chat', inverted: true },
      { action: 'read', subject: 'User' },
      { action: 'delete', subject: 'Kanban' },
    ]);
    expect(permissionMatrix(rules)).toEqual(matrix);
    const ability = buildAbility(rules);
    expect(ability.can('read', 'Chat')).toBe(false);
    expect(ability.can('read', 'User')).toBe(true);
    expect(ability.can('read', 'Invoice')).toBe(false);
    expect(ability.can('delete', 'Kanban')).toBe(true);
  });

  it('replaces the grid rules it wrote before and groups subjects with the same change', () => {
    const first = applyMatrix([], { Todo: { read: true }, Chat: { read: true } });
    expect(first).toEqual([{ action: 'read', subject: ['Todo', 'Chat'] }]);
    const second = applyMatrix(first, { Todo: { read: true, update: true } });
    expect(second).toEqual([{ action: ['read', 'update'], subject: 'Todo' }]);
    expect(applyMatrix(second, {})).toEqual([]);
    expect(applyMatrix(clientRules, permissionMatrix(clientRules))).toEqual(clientRules);
    expect(applyMatrix([], uniformMatrix(false))).toEqual([]);
  });
});

import { buildAbility } from '@/lib/ability/ability';
import type { AppManifest } from './nav-types';
import { navigationTrail, visibleNavigation, visiblePages } from './navigation';

const manifests: AppManifest[] = [
  {
    id: 'home',
    path: '/dashboards/analytics',
    titleKey: 'nav.analytics',
    icon: 'IconTable',
    group: 'dashboards',
    subject: 'Dashboard',
  },
  {
    id: 'users',
    path: '/apps/users',
    titleKey: 'nav.users',
    icon: 'IconTable',
    group: 'apps',
    subject: 'User',
    children: [
      { id: 'users-list', path: '/apps/users', titleKey: 'nav.users', subject: 'User' },
      { id: 'roles', path: '/apps/roles', titleKey: 'nav.roles', subject: 'Role' },
    ],
  },
  {
    id: 'todo',
    path: '/apps/todo',
    titleKey: 'nav.todo',
    icon: 'IconTable',
    group: 'apps',
    subject: 'Todo',
  },
  {
    id: 'mock',
    path: '/mock-api',
    titleKey: 'nav.mockApi',
    icon: 'IconTable',
    group: 'settings',
    subject: 'MockApi',
    action: 'manage',
  },
];

describe('visibleNavigation', () => {
  it('shows everything to a user who manages all', () => {
    const sections = visibleNavigation(
      manifests,
      buildAbility([{ action: 'manage', subject: 'all' }]),
    );
    expect(sections.map((section) => section.group)).toEqual(['dashboards', 'apps', 'settings']);
    expect(visiblePages(sections).map((page) => page.id)).toEqual([
      'home',
      'users-list',
      'roles',
      'todo',
      'mock',
    ]);
  });

  it('hides what the user cannot read, parents without children, and empty groups', () => {
    const ability = buildAbility([
      { action: 'read', subject: 'all' },
      { action: 'read', subject: ['User', 'Role'], inverted: true },
    ]);
    const sections = visibleNavigation(manifests, ability);
    expect(sections.map((section) => section.group)).toEqual(['dashboards', 'apps']);
    expect(visiblePages(sections).map((page) => page.id)).toEqual(['home', 'todo']);
  });

  it('keeps a parent with only the children the user may open', () => {
    const ability = buildAbility([{ action: 'read', subject: ['Role', 'Dashboard'] }]);
    const apps = visibleNavigation(manifests, ability).find((section) => section.group === 'apps');
    expect(apps?.entries.map((entry) => entry.id)).toEqual(['users']);
    expect(apps?.entries[0]?.children.map((child) => child.id)).toEqual(['roles']);
  });
});

describe('navigationTrail', () => {
  const sections = visibleNavigation(
    manifests,
    buildAbility([{ action: 'manage', subject: 'all' }]),
  );

  it('finds the group, entry and page of a nested path, including detail pages', () => {
    const trail = navigationTrail(sections, '/apps/roles/edit/3');
    expect(trail?.group).toBe('apps');
    expect(trail?.entry.id).toBe('users');
    expect(trail?.page?.id).toBe('roles');
  });

  it('does not match a path that only shares a prefix', () => {
    expect(navigationTrail(sections, '/apps/todos')).toBeNull();
    expect(navigationTrail(sections, '/apps/todo')?.entry.id).toBe('todo');
  });
});

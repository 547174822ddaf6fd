import { buildAbility } from '@/lib/ability/ability';
import type { AppManifest } from './nav-types';
import { navigationTrail, visibleNavigation, visiblePages } from './navigation';
import { declareFeatures, declareNoFeatures, menuPage, usersPages } from '@/testing/menu';

const manifests: AppManifest[] = [
  menuPage('home', '/dashboards/analytics', 'Dashboard', {
    titleKey: 'nav.analytics',
    group: 'dashboards',
    feature: 'dashboards',
  }),
  menuPage('users', '/apps/users', 'User', { feature: 'users', children: usersPages }),
  menuPage('todo', '/apps/todo', 'Todo'),
  menuPage('mock', '/mock-api', 'MockApi', {
    titleKey: 'nav.mockApi',
    group: 'settings',
    feature: 'mock-api',
    action: 'manage',
  }),
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

describe('visibleNavigation under a backend that serves part of the API', () => {
  afterEach(declareNoFeatures);

  it('drops the apps and pages config.json does not declare, whatever the rules allow', async () => {
    await declareFeatures(['users', 'todo']);
    const sections = visibleNavigation(
      manifests,
      buildAbility([{ action: 'manage', subject: 'all' }]),
    );
    expect(sections.map((section) => section.group)).toEqual(['apps']);
    expect(visiblePages(sections).map((page) => page.id)).toEqual(['users-list', 'todo']);
  });

  it('drops a parent whose own feature is not declared, with its children', async () => {
    await declareFeatures(['roles', 'todo']);
    const sections = visibleNavigation(
      manifests,
      buildAbility([{ action: 'manage', subject: 'all' }]),
    );
    expect(visiblePages(sections).map((page) => page.id)).toEqual(['todo']);
  });
});

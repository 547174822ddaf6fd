import { buildAbility } from '@/lib/ability/ability';
import { loadConfig } from '@/lib/config';
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
    feature: 'dashboards',
    operations: [],
  },
  {
    id: 'users',
    path: '/apps/users',
    titleKey: 'nav.users',
    icon: 'IconTable',
    group: 'apps',
    subject: 'User',
    feature: 'users',
    operations: [],
    children: [
      {
        id: 'users-list',
        path: '/apps/users',
        titleKey: 'nav.users',
        subject: 'User',
        feature: 'users',
      },
      {
        id: 'roles',
        path: '/apps/roles',
        titleKey: 'nav.roles',
        subject: 'Role',
        feature: 'roles',
      },
    ],
  },
  {
    id: 'todo',
    path: '/apps/todo',
    titleKey: 'nav.todo',
    icon: 'IconTable',
    group: 'apps',
    subject: 'Todo',
    feature: 'todo',
    operations: [],
  },
  {
    id: 'mock',
    path: '/mock-api',
    titleKey: 'nav.mockApi',
    icon: 'IconTable',
    group: 'settings',
    subject: 'MockApi',
    feature: 'mock-api',
    operations: [],
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

/** Loads a config.json that declares `features`, as the boot does. */
const declare = (features: readonly string[]) =>
  loadConfig(
    Promise.resolve(
      new Response(JSON.stringify({ features }), {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );

describe('visibleNavigation under a backend that serves part of the API', () => {
  afterEach(() => loadConfig(Promise.resolve(new Response('', { status: 404 }))));

  it('drops the apps and pages config.json does not declare, whatever the rules allow', async () => {
    await declare(['users', 'todo']);
    const sections = visibleNavigation(
      manifests,
      buildAbility([{ action: 'manage', subject: 'all' }]),
    );
    expect(sections.map((section) => section.group)).toEqual(['apps']);
    expect(visiblePages(sections).map((page) => page.id)).toEqual(['users-list', 'todo']);
  });

  it('drops a parent whose own feature is not declared, with its children', async () => {
    await declare(['roles', 'todo']);
    const sections = visibleNavigation(
      manifests,
      buildAbility([{ action: 'manage', subject: 'all' }]),
    );
    expect(visiblePages(sections).map((page) => page.id)).toEqual(['todo']);
  });
});

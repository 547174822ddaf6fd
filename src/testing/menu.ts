import type { AppManifest, NavPage } from '@/components/layout/nav-types';
import type { Subject } from '@/lib/ability/ability-schemas';
import { loadConfig } from '@/lib/config';

/** Loads a config.json that declares `features`, as the boot does. */
export const declareFeatures = (features: readonly string[]) =>
  loadConfig(
    Promise.resolve(
      new Response(JSON.stringify({ features }), {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );

/** Back to no config.json (a 404): every feature served, as the other tests expect. */
export const declareNoFeatures = () =>
  loadConfig(Promise.resolve(new Response('', { status: 404 })));

/**
 * A menu entry for a test: titled `nav.<id>`, a table icon, in the apps group, calling nothing.
 * Which feature does not matter unless a test declares features (`declareFeatures`).
 */
export function menuPage(
  id: string,
  path: string,
  subject: Subject,
  more: Partial<AppManifest> = {},
): AppManifest {
  return {
    id,
    path,
    titleKey: `nav.${id}`,
    icon: 'IconTable',
    group: 'apps',
    subject,
    feature: 'todo',
    operations: [],
    ...more,
  };
}

/** The users entry's two pages, as the real menu has them: the list and the roles. */
export const usersPages: readonly NavPage[] = [
  {
    id: 'users-list',
    path: '/apps/users',
    titleKey: 'nav.users',
    subject: 'User',
    feature: 'users',
  },
  { id: 'roles', path: '/apps/roles', titleKey: 'nav.roles', subject: 'Role', feature: 'roles' },
];

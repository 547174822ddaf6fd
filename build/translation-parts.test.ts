import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { inGroups, partsByRoute, quotedGroups, splitDictionary } from './translation-parts';

const known = new Set(['users', 'roles', 'layout', 'auditLog', 'ecommerce', 'notifications']);

describe('the key groups a chunk quotes', () => {
  it('reads a key, a key built from a group, and a key built from its prefix', () => {
    const code = [
      `t("users.list.title")`,
      't(`users.status.${s}`)',
      `t('roles.'+name)`,
      `fetch("/api/users")`,
      `"unknown.key"`,
      `"layout.title"`,
    ].join(';');
    expect([...quotedGroups(code, known)].toSorted()).toEqual([
      'layout.title',
      'roles',
      'users.list',
      'users.status',
    ]);
  });

  it('puts a key in its group, whatever its plural or context suffix', () => {
    const groups = new Set(['notifications.bell', 'roles']);
    expect(inGroups('notifications.bell_one', groups)).toBe(true);
    expect(inGroups('notifications.bell_other', groups)).toBe(true);
    expect(inGroups('notifications.title', groups)).toBe(false);
    expect(inGroups('roles.matrix.read', groups)).toBe(true);
    expect(inGroups('users.title', groups)).toBe(false);
  });

  it('splits a dictionary into core and one part per other prefix', () => {
    const parts = splitDictionary(
      {
        'layout.title': 'Dashboard',
        'users.list.title': 'Users',
        'users.actions.add': 'Add user',
        'roles.admin': 'Admin',
      },
      new Set(['layout', 'users.actions']),
    );
    expect(Object.fromEntries(parts)).toEqual({
      core: { 'layout.title': 'Dashboard', 'users.actions.add': 'Add user' },
      users: { 'users.list.title': 'Users' },
      roles: { 'roles.admin': 'Admin' },
    });
  });
});

const chunk = (
  fileName: string,
  code: string,
  options: {
    split?: string;
    /** The split module is in a group chunk (it is not the chunk's facade). */
    grouped?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    entry?: string;
  } = {},
) => {
  const split = options.split ? `/repo/src/routes/${options.split}` : null;
  return {
    type: 'chunk',
    fileName,
    code,
    isEntry: options.entry !== undefined,
    facadeModuleId: options.entry ?? (options.grouped ? null : split),
    moduleIds: [options.entry, split].filter((id) => id != null),
    imports: options.imports ?? [],
    dynamicImports: options.dynamicImports ?? [],
  };
};

describe('the parts each page needs', () => {
  const bundle = Object.fromEntries(
    [
      chunk('index.js', '"layout.title"', {
        entry: '/repo/src/main.tsx',
        // The route tree loads every page: that does not make their keys core.
        dynamicImports: ['shell.js', 'users.js', 'product-missing.js'],
      }),
      chunk('api-reference.js', '"users.never"', { entry: '/repo/src/api-reference.tsx' }),
      // The layout's own module is in the shell (build/route-chunks.ts); what it loads later
      // (the bell) is core too.
      chunk('shell.js', '"notifications.bell"', {
        split: '_authenticated.tsx?tsr-split=component',
        grouped: true,
        dynamicImports: ['bell.js'],
      }),
      chunk('bell.js', '`ecommerce.cart.${k}`'),
      chunk('users.js', '"users.list.title";"notifications.bell"', {
        split: '_authenticated/apps/users/index.tsx?tsr-split=component---loader',
        dynamicImports: ['history.js'],
      }),
      chunk('history.js', '"auditLog.title"'),
      chunk('shop.js', '"ecommerce.shop.title"', {
        split: '_authenticated/apps/ecommerce/products.$id.tsx?tsr-split=component---loader',
      }),
      // The page's own not-found component belongs to the page.
      chunk('product-missing.js', '"ecommerce.notFound.title"', {
        split: '_authenticated/apps/ecommerce/products.$id.tsx?tsr-split=notFoundComponent',
      }),
    ].map((output) => [output.fileName, output]),
  ) as unknown as OutputBundle;

  it('puts what the entry and the layout quote in core, with the API error groups', () => {
    const { core } = partsByRoute(bundle, known);
    expect([...core].toSorted()).toEqual([
      'auth.errors',
      'ecommerce.cart',
      'errors',
      'layout.title',
      'mockApi.errors',
      'notifications.bell',
      'validation',
    ]);
  });

  it("gives a page the parts of what it quotes, what it loads later, and its own fallbacks'", () => {
    const { routes } = partsByRoute(bundle, known);
    expect(routes.get('_authenticated/apps/users/index')).toEqual(['auditLog', 'users']);
    expect(routes.get('_authenticated/apps/ecommerce/products.$id')).toEqual(['ecommerce']);
    expect(routes.get('_authenticated')).toEqual([]);
  });
});

import type { RouteTable } from '@/lib/i18n/translation-parts';
import { preloadPageFiles } from './page-files';

/** A build's route table: the users list and the kanban board, sharing the shell. */
const table: RouteTable = {
  base: '/',
  files: [
    'assets/shell-a1.js',
    'assets/users-b2.js',
    'assets/data-table-c3.js',
    'assets/data-table-c3.css',
    'assets/kanban-d4.js',
  ],
  parts: [],
  routes: [
    ['^/apps/users/?$', [0, 1, 2, 3], []],
    ['^/apps/kanban/?$', [0, 4], []],
  ],
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('preloading a page’s files before the router imports its chunk', () => {
  it('asks for the page’s scripts, not its stylesheets (the bundler inserts those)', () => {
    preloadPageFiles('/apps/users', table);

    expect(preloads()).toEqual([
      '/assets/shell-a1.js',
      '/assets/users-b2.js',
      '/assets/data-table-c3.js',
    ]);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(link?.getAttribute('crossorigin')).toBe('');
  });

  it('asks once for a file the page shares with one already preloaded (hover, then click)', () => {
    preloadPageFiles('/apps/users', table);
    preloadPageFiles('/apps/users', table);
    preloadPageFiles('/apps/kanban', table);

    expect(preloads()).toEqual([
      '/assets/shell-a1.js',
      '/assets/users-b2.js',
      '/assets/data-table-c3.js',
      '/assets/kanban-d4.js',
    ]);
  });

  it('leaves alone what index.html preloaded for the page opened first', () => {
    const first = document.createElement('link');
    first.rel = 'modulepreload';
    first.href = '/assets/shell-a1.js';
    document.head.append(first);

    preloadPageFiles('/apps/kanban', table);

    expect(preloads()).toEqual(['/assets/shell-a1.js', '/assets/kanban-d4.js']);
  });

  it('does nothing for a page the table does not list, or without a table (development)', () => {
    preloadPageFiles('/nowhere', table);
    preloadPageFiles('/apps/users', null);

    expect(preloads()).toEqual([]);
  });

  it('prefixes the files with the base the app is served under', () => {
    preloadPageFiles('/admin/apps/kanban', { ...table, base: '/admin/' });

    expect(preloads()).toEqual(['/admin/assets/shell-a1.js', '/admin/assets/kanban-d4.js']);
  });
});

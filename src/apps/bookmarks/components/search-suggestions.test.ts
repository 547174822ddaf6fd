import type { NavPage } from '@/components/layout/nav-types';
import type { BookmarkSuggestion } from '../api/bookmark-schemas';
import {
  inNavigation,
  normalizeText,
  searchLimits,
  searchSuggestions,
  type SearchItem,
  type SearchSection,
} from './search-suggestions';

let nextId = 0;
function item(
  title: string,
  group: BookmarkSuggestion['group'] = 'apps',
  isBookmarked = false,
): SearchItem {
  nextId += 1;
  const link = `/${group}/${title.toLowerCase().replaceAll(' ', '-')}`;
  return {
    title,
    suggestion: {
      id: nextId,
      title,
      titleKey: `nav.${nextId}`,
      link,
      icon: 'IconTable',
      group,
      subject: 'all',
      isBookmarked,
    },
  };
}

const titles = (sections: SearchSection[]) =>
  sections.map((section) => [section.key, section.items.map((entry) => entry.title)]);

describe('normalizeText', () => {
  it('drops case and accents', () => {
    expect(normalizeText('  Modèle ÉTÉ Ÿ ')).toBe('modele ete y');
    expect(normalizeText('Übersicht')).toBe('ubersicht');
  });
});

describe('searchSuggestions', () => {
  it('lists titles starting with the query before titles containing it, per group', () => {
    const items = [
      item('Calendar'),
      item('Email'),
      item('Mail merge'),
      item('Analytics', 'dashboards'),
      item('Gmail', 'pages'),
      item('Mailing lists', 'pages'),
    ];
    expect(titles(searchSuggestions(items, 'mail'))).toEqual([
      ['apps', ['Mail merge', 'Email']],
      ['pages', ['Mailing lists', 'Gmail']],
    ]);
  });

  it('ignores case and accents on both sides', () => {
    const items = [item('Éléments'), item('Modèles'), item('Todo')];
    expect(titles(searchSuggestions(items, 'ELEM'))).toEqual([['apps', ['Éléments']]]);
    expect(titles(searchSuggestions(items, 'modé'))).toEqual([['apps', ['Modèles']]]);
    expect(titles(searchSuggestions(items, '  todo '))).toEqual([['apps', ['Todo']]]);
  });

  it(`shows at most ${searchLimits.perGroup} matches per group, prefix matches kept first`, () => {
    const items = [
      ...[
        'Reports',
        'Sales report',
        'Report A',
        'Old reports',
        'Report B',
        'Xreport',
        'Report C',
      ].map((title) => item(title)),
      item('Report card', 'pages'),
    ];
    expect(titles(searchSuggestions(items, 'report'))).toEqual([
      ['apps', ['Reports', 'Report A', 'Report B', 'Report C', 'Sales report']],
      ['pages', ['Report card']],
    ]);
  });

  it('orders groups dashboards, apps, pages and drops empty ones', () => {
    const items = [item('Alpha', 'pages'), item('Alpha', 'dashboards'), item('Beta', 'apps')];
    expect(searchSuggestions(items, 'al').map((section) => section.key)).toEqual([
      'dashboards',
      'pages',
    ]);
    expect(searchSuggestions(items, 'nothing like it')).toEqual([]);
  });

  it(`lists the bookmarks, then ${searchLimits.browsePerGroup} other pages per group, for no query`, () => {
    const items = [
      item('Analytics', 'dashboards'),
      item('Todo', 'apps', true),
      item('Chat', 'apps'),
      item('Email', 'apps', true),
      item('Kanban', 'apps'),
      item('Invoices', 'apps'),
      item('Users', 'apps'),
      item('Access control', 'pages', true),
    ];
    expect(titles(searchSuggestions(items, ' '))).toEqual([
      ['bookmarks', ['Todo', 'Email', 'Access control']],
      ['dashboards', ['Analytics']],
      ['apps', ['Chat', 'Kanban', 'Invoices']],
    ]);
  });

  it('keeps the pinned bookmarks in place after a star changes', () => {
    const todo = item('Todo', 'apps', false);
    const chat = item('Chat', 'apps', true);
    const pinned = new Set([todo.suggestion.id]);
    expect(titles(searchSuggestions([todo, chat], '', { pinned }))).toEqual([
      ['bookmarks', ['Todo']],
      ['apps', ['Chat']],
    ]);
  });
});

describe('inNavigation', () => {
  it('keeps only the pages of the visible menu, matched by path', () => {
    const pages: NavPage[] = [
      { id: 'todo', path: '/apps/todo', titleKey: 'nav.todo', subject: 'Todo', feature: 'todo' },
      { id: 'chat', path: '/apps/chat', titleKey: 'nav.chat', subject: 'Chat', feature: 'chat' },
    ];
    const links = [{ link: '/apps/todo' }, { link: '/apps/todo/archive' }, { link: '/apps/email' }];
    expect(inNavigation(links, pages)).toEqual([{ link: '/apps/todo' }]);
  });
});

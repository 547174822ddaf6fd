import { createInstance } from 'i18next';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/mocks/hosts/node';
import { startI18n } from './i18n';
import { forgetRouteTable, loadTranslationsFor, translationPartsFor } from './translation-parts';

/** A build's strings, split as build/translation-parts.ts writes them. */
const strings: Record<string, Record<string, Record<string, string>>> = {
  en: {
    core: { 'layout.title': 'Dashboard' },
    users: { 'users.title': 'Users' },
    kanban: { 'kanban.title': 'Kanban' },
  },
  fr: {
    core: { 'layout.title': 'Tableau de bord' },
    users: { 'users.title': 'Utilisateurs' },
    kanban: { 'kanban.title': 'Kanban (fr)' },
  },
  de: {
    core: { 'layout.title': 'Übersicht' },
    users: { 'users.title': 'Benutzer' },
    kanban: {},
  },
};

let requests: string[] = [];

beforeEach(() => {
  requests = [];
  const table = document.createElement('script');
  table.type = 'application/json';
  table.id = 'route-table';
  table.textContent = JSON.stringify({
    base: '/',
    files: [],
    parts: ['kanban', 'users'],
    routes: [
      ['^/apps/users/?$', [], [1]],
      ['^/apps/kanban/?$', [], [0]],
    ],
  });
  document.body.append(table);
  forgetRouteTable();
  window.localStorage.clear();
  window.history.replaceState({}, '', '/apps/users');
  mockServer.use(
    http.get('*/locales/:lng/pages/:file', ({ params }) => {
      requests.push(`${String(params.lng)}/pages/${String(params.file)}`);
      if (params.lng === 'pt') return new HttpResponse('broken', { status: 500 });
      const language = strings[String(params.lng)] ?? {};
      const names = String(params.file)
        .replace(/\.json$/, '')
        .split('+');
      return HttpResponse.json(Object.assign({}, ...names.map((name) => language[name])));
    }),
    http.get('*/locales/:lng/:file', ({ params }) => {
      requests.push(`${String(params.lng)}/${String(params.file)}`);
      if (params.lng === 'pt') return new HttpResponse('broken', { status: 500 });
      const part = strings[String(params.lng)]?.[String(params.file).replace(/\.json$/, '')];
      return part ? HttpResponse.json(part) : new HttpResponse(null, { status: 404 });
    }),
  );
});

afterEach(() => {
  document.getElementById('route-table')?.remove();
  forgetRouteTable();
});

describe('the language files by page', () => {
  it("finds a page's parts in index.html's table, none elsewhere", () => {
    expect(translationPartsFor('/apps/users')).toEqual(['users']);
    expect(translationPartsFor('/apps/kanban/')).toEqual(['kanban']);
    expect(translationPartsFor('/nowhere')).toEqual([]);
  });

  it("starts with the opened page's strings, one file per language", async () => {
    window.localStorage.setItem('i18nextLng', 'fr');
    const i18n = await startI18n(createInstance());
    expect(i18n.t('layout.title')).toBe('Tableau de bord');
    expect(i18n.t('users.title')).toBe('Utilisateurs');
    expect(requests.toSorted()).toEqual(['en/pages/core+users.json', 'fr/pages/core+users.json']);
  });

  it("loads another page's part before it renders, once", async () => {
    const i18n = await startI18n(createInstance());
    expect(i18n.t('kanban.title')).toBe('kanban.title');
    await loadTranslationsFor('/apps/kanban', i18n);
    expect(i18n.t('kanban.title')).toBe('Kanban');
    expect(loadTranslationsFor('/apps/kanban', i18n)).toBeUndefined();
    expect(loadTranslationsFor('/apps/users', i18n)).toBeUndefined();
    expect(requests).toEqual(['en/pages/core+users.json', 'en/kanban.json']);
  });

  it('switches every loaded part to the new language, English where one lacks a string', async () => {
    const i18n = await startI18n(createInstance());
    await loadTranslationsFor('/apps/kanban', i18n);
    await i18n.changeLanguage('de');
    expect(i18n.t('layout.title')).toBe('Übersicht');
    expect(i18n.t('users.title')).toBe('Benutzer');
    expect(i18n.t('kanban.title')).toBe('Kanban');
    expect(requests.filter((url) => url.startsWith('de/')).toSorted()).toEqual([
      'de/kanban.json',
      'de/pages/core+users.json',
    ]);
  });

  it('falls back to English when a part fails to load', async () => {
    window.localStorage.setItem('i18nextLng', 'pt');
    window.history.replaceState({}, '', '/apps/kanban');
    const i18n = await startI18n(createInstance());
    await loadTranslationsFor('/apps/users', i18n);
    expect(i18n.t('users.title')).toBe('Users');
  });
});

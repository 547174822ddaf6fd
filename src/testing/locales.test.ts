import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { languageCodes } from '@/lib/i18n/languages';

/*
 * Every key the code uses must exist in all four languages, the files must have the same keys,
 * and translations must be real ones rather than English copies.
 */

const root = process.cwd();
const locales = Object.fromEntries(
  languageCodes.map((code) => [
    code,
    JSON.parse(readFileSync(resolve(root, `public/locales/${code}.json`), 'utf8')) as Record<
      string,
      string
    >,
  ]),
);
const english = locales.en ?? {};

/** `users.notifications.deleted_one` → `users.notifications.deleted`: the key the code names. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const pluralForms = (code: string) => new Intl.PluralRules(code).resolvedOptions().pluralCategories;

/** A language's keys as the code names them: plural forms folded into their base key. */
function codeKeys(code: string): Set<string> {
  return new Set(Object.keys(locales[code] ?? {}).map(baseKey));
}
const englishKeys = codeKeys('en');
/** The English form a translation's placeholders are compared with. */
const englishFormOf = (key: string) => (key in english ? key : `${baseKey(key)}_other`);
const pluralBases = [...englishKeys].filter((key) => `${key}_other` in english);
const namespaces = new Set([...englishKeys].map((key) => key.split('.')[0]));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.gen.ts')
      ? [path]
      : [];
  });
}

const files = sourceFiles(resolve(root, 'src')).map((path) => ({
  path: path.slice(root.length + 1),
  text: readFileSync(path, 'utf8'),
}));

/** Quoted strings shaped like our keys whose first part is a namespace the locale files use. */
function literalKeys(text: string): string[] {
  const keys = [...text.matchAll(/['"]([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+)['"]/g)].map(
    (match) => match[1] ?? '',
  );
  return keys.filter(
    (key) => namespaces.has(key.split('.')[0]) && !/\.(tsx?|json|css|svg|png)$/.test(key),
  );
}

/** Template keys such as t(`nav.groups.${group}`) become patterns that must match some key. */
function templateKeys(text: string): RegExp[] {
  return [...text.matchAll(/\bt\(\s*`([^`]+)`/g)].map((match) => {
    const parts = (match[1] ?? '').split(/\$\{[^}]+\}/);
    return new RegExp(
      `^${parts.map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^.]+')}$`,
    );
  });
}

function placeholders(value = ''): string {
  // `{{wait, relativetime}}`: a placeholder with i18next's formatting is the same placeholder.
  return [...value.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)]
    .map((match) => match[1])
    .toSorted()
    .join();
}

// Placeholders, times (10:30) and URLs (https:) are not punctuation.
const prose = (text: string) =>
  text.replace(/\{\{[^}]+\}\}|\d:\d|https?:/g, (match) => (match.startsWith('{') ? 'x' : ''));

describe('translations', () => {
  it('has every key the code and the mock API use, in English', () => {
    const missing = files.flatMap(({ path, text }) =>
      literalKeys(text)
        .filter((key) => !englishKeys.has(key))
        .map((key) => `${key} (${path})`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('has at least one key for every template key in the code', () => {
    const keys = [...englishKeys];
    const unmatched = files.flatMap(({ path, text }) =>
      templateKeys(text)
        .filter((pattern) => !keys.some((key) => pattern.test(key)))
        .map((pattern) => `${pattern.source} (${path})`),
    );
    expect(unmatched).toEqual([]);
  });

  it.each(languageCodes.filter((code) => code !== 'en'))(
    'has exactly the English keys in %s',
    (code) => {
      const keys = codeKeys(code);
      expect([...keys].filter((key) => !englishKeys.has(key))).toEqual([]);
      expect([...englishKeys].filter((key) => !keys.has(key))).toEqual([]);
    },
  );

  // A count shown in a sentence takes i18next's plural forms, as many as the language has:
  // "1 more user" in English, and French's and Portuguese's "many" for a million.
  it.each(languageCodes)('has every plural form of %s and no other', (code) => {
    const translated = locales[code] ?? {};
    const expected = pluralBases.flatMap((base) =>
      pluralForms(code).map((form) => `${base}_${form}`),
    );
    const present = Object.keys(translated).filter((key) => PLURAL_SUFFIX.test(key));
    expect(expected.filter((key) => !(key in translated))).toEqual([]);
    expect(present.filter((key) => !expected.includes(key))).toEqual([]);
  });

  it.each(languageCodes.filter((code) => code !== 'en'))(
    'translates %s for real and keeps every placeholder',
    (code) => {
      const translated = locales[code] ?? {};
      const copies = Object.keys(english).filter(
        (key) => translated[key] === english[key] && /[a-z]{4,}/.test(english[key] ?? ''),
      );
      // A few words are the same in several languages (Email, Kanban, Mock API, Status…).
      expect(copies.length / Object.keys(english).length).toBeLessThan(0.1);
      const broken = Object.keys(translated).filter(
        (key) => placeholders(translated[key]) !== placeholders(english[englishFormOf(key)]),
      );
      expect(broken).toEqual([]);
    },
  );

  // One punctuation rule per language: French sets a no-break space before a colon (a narrow one
  // before ; ! ?) and writes its apostrophe ’ ("l’accueil": half its strings had the typewriter's
  // '), the others none; a label and its value are joined by `common.labelSeparator`, never by a
  // colon written in the code.
  it.each(languageCodes)('punctuates %s by its own rule', (code) => {
    const translated = Object.entries(locales[code] ?? {});
    const wrong = translated.filter(([, text]) =>
      code === 'fr'
        ? /(^|[^\u00a0\u202f])[:;!?]|\p{L}'\p{L}/u.test(prose(text))
        : /\s[:;!?]/.test(prose(text)),
    );
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('writes no colon after a translated label in the code', () => {
    const handPlaced = files.filter(({ text }) => /\bt\([^)]*\)\}?:\s*[<{$]/.test(text));
    expect(handPlaced.map(({ path }) => path)).toEqual([]);
  });
});

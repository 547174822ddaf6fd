// Adds, updates or removes translation keys in all four locale files at once.
//   node scripts/add-translations.mjs keys.json
// keys.json:
//   { "todo.actions.add": { "en": "Add task", "fr": "…", "de": "…", "pt": "…" },
//     "users.notifications.deleted": {              // a count: i18next plural forms
//       "en": { "one": "…", "other": "…" }, "fr": { "one": "…", "many": "…", "other": "…" }, … },
//     "users.delete.title": null }                   // removed from every language
// Every key needs all four languages, and a plural every form its language has
// (Intl.PluralRules: fr and pt have "many", en and de do not). Files are rewritten sorted by key,
// so concurrent edits and reviews stay simple. Node built-ins only.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const languages = ['en', 'fr', 'de', 'pt'];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localeFile = (lng) => path.join(root, 'public', 'locales', `${lng}.json`);
const pluralForms = (lng) => new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
const filled = (text) => typeof text === 'string' && text.trim() !== '';

/** What is wrong with one language's value of a key, or null. */
function problem(lng, value) {
  if (typeof value === 'string') return filled(value) ? null : `${lng} is empty`;
  if (typeof value !== 'object' || value === null) return `${lng} is missing`;
  const forms = pluralForms(lng);
  const given = Object.keys(value);
  const missing = forms.filter((form) => !filled(value[form]));
  const extra = given.filter((form) => !forms.includes(form));
  if (missing.length > 0) return `${lng} lacks the plural forms ${missing.join(', ')}`;
  if (extra.length > 0) return `${lng} has no plural forms ${extra.join(', ')}`;
  return null;
}

const input = process.argv[2];
if (!input) {
  console.error('usage: node scripts/add-translations.mjs keys.json');
  process.exit(2);
}
const changes = JSON.parse(readFileSync(input, 'utf8'));
const problems = Object.entries(changes).flatMap(([key, values]) =>
  values === null
    ? []
    : languages.flatMap((lng) => {
        const found = problem(lng, values?.[lng]);
        return found ? [`${key}: ${found}`] : [];
      }),
);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}

const isPluralKey = (key, base) =>
  key.startsWith(`${base}_`) && /^(zero|one|two|few|many|other)$/.test(key.slice(base.length + 1));

for (const lng of languages) {
  const current = JSON.parse(readFileSync(localeFile(lng), 'utf8'));
  for (const [key, values] of Object.entries(changes)) {
    // A key changes shape (plain ↔ plural) as a whole: drop every old form first.
    for (const existing of Object.keys(current)) {
      if (existing === key || isPluralKey(existing, key)) delete current[existing];
    }
    if (values === null) continue;
    const value = values[lng];
    if (typeof value === 'string') current[key] = value;
    else for (const form of pluralForms(lng)) current[`${key}_${form}`] = value[form];
  }
  const sorted = Object.fromEntries(
    Object.entries(current).toSorted(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(localeFile(lng), `${JSON.stringify(sorted, null, 2)}\n`);
}
console.info(`changed ${Object.keys(changes).length} keys in ${languages.join(', ')}`);

// Adds or updates translation keys in all four locale files at once.
//   node scripts/add-translations.mjs keys.json
// keys.json: { "todo.actions.add": { "en": "Add task", "fr": "…", "de": "…", "pt": "…" }, … }
// Every key needs all four languages. Files are rewritten sorted by key, so concurrent edits
// and reviews stay simple. Node built-ins only.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const languages = ['en', 'fr', 'de', 'pt'];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localeFile = (lng) => path.join(root, 'public', 'locales', `${lng}.json`);

const input = process.argv[2];
if (!input) {
  console.error('usage: node scripts/add-translations.mjs keys.json');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(input, 'utf8'));
const incomplete = Object.entries(additions).filter(([, values]) =>
  languages.some((lng) => typeof values?.[lng] !== 'string' || values[lng].trim() === ''),
);
if (incomplete.length > 0) {
  console.error(`missing languages for: ${incomplete.map(([key]) => key).join(', ')}`);
  process.exit(1);
}

for (const lng of languages) {
  const current = JSON.parse(readFileSync(localeFile(lng), 'utf8'));
  for (const [key, values] of Object.entries(additions)) current[key] = values[lng];
  const sorted = Object.fromEntries(
    Object.entries(current).toSorted(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(localeFile(lng), `${JSON.stringify(sorted, null, 2)}\n`);
}
console.info(`added ${Object.keys(additions).length} keys to ${languages.join(', ')}`);

// `npm run features-table`: writes the "What each app needs" table of docs/connect-a-backend.md
// from the apps' manifests and the shell's features (src/app/features.ts), with each operation's
// tag from docs/openapi.json. `--check` only says whether the table is current
// (src/app/features.test.ts checks it too).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { importSource } from '../build/import-source.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOC = path.join(ROOT, 'docs/connect-a-backend.md');

async function main() {
  const { module } = await importSource('app/features-table.ts');
  const document = JSON.parse(readFileSync(path.join(ROOT, 'docs/openapi.json'), 'utf8'));
  const english = JSON.parse(readFileSync(path.join(ROOT, 'public/locales/en.json'), 'utf8'));
  const tags = new Map();
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      if (operation.operationId) tags.set(operation.operationId, operation.tags?.[0] ?? '?');
    }
  }
  const rows = module.featureRows({
    tagOf: (operation) => tags.get(operation) ?? `(not in docs/openapi.json: ${operation})`,
    english: (key) => english[key] ?? key,
  });
  const current = readFileSync(DOC, 'utf8');
  const { start, end } = module.tableMarkers;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from === -1 || to < from) {
    console.error(`${path.relative(ROOT, DOC)} has no ${start} … ${end} section.`);
    process.exit(1);
  }
  const text = `${current.slice(0, from + start.length)}\n\n${module.featuresTable(rows)}\n\n${current.slice(to)}`;
  const formatted = await format(text, {
    ...(await resolveConfig(DOC)),
    filepath: DOC,
  });
  if (formatted === current) {
    console.info(`${path.relative(ROOT, DOC)}: the table is current.`);
    return;
  }
  if (process.argv.includes('--check')) {
    console.error(`${path.relative(ROOT, DOC)}: the table is stale; run npm run features-table.`);
    process.exit(1);
  }
  writeFileSync(DOC, formatted);
  console.info(`${path.relative(ROOT, DOC)}: table written.`);
}

await main();

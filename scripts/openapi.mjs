// `npm run openapi`: writes the API's OpenAPI documents, generated from the zod schemas in
// src/contract/ (never edit the JSON by hand), and the fetchers' path types
// (src/lib/http/api-paths.gen.ts). `--check` only says whether they are up to date.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSource } from '../build/import-source.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DOCUMENTS = {
  'docs/openapi.json': 'apiDocument',
  'docs/mock-control.openapi.json': 'mockControlDocument',
  'src/lib/http/api-paths.gen.ts': 'apiPathsFile',
};

/** The files' text as `npm run openapi` writes it, by file: a document as JSON, a module as is. */
export async function generateDocuments() {
  const { module } = await importSource('contract/api-contract.ts');
  return Object.fromEntries(
    Object.entries(DOCUMENTS).map(([file, name]) => {
      const made = module[name]();
      return [file, typeof made === 'string' ? made : `${JSON.stringify(made, null, 2)}\n`];
    }),
  );
}

async function main() {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [file, text] of Object.entries(await generateDocuments())) {
    const target = path.join(ROOT, file);
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // Missing: written below, or stale in --check.
    }
    if (current === text) continue;
    if (check) {
      stale += 1;
      console.error(`${file} is out of date: run npm run openapi`);
    } else {
      writeFileSync(target, text);
      console.info(`wrote ${file}`);
    }
  }
  process.exit(stale > 0 ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

// `npm run contract -- --base-url URL [--write]`: checks a running backend against the API's
// OpenAPI document (docs/openapi.json). Read-only unless --write, which creates, changes and deletes
// records of its own and cleans up. Prints a table by endpoint, then `N passed, N failed`.
// Credentials: --email/--password, or CONTRACT_EMAIL/CONTRACT_PASSWORD (default: the demo admin);
// the narrower account of the 403 checks: --restricted-email/--restricted-password (default: the
// demo client). --only/--skip take the document's tags, comma-separated.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { importSource } from '../build/import-source.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const USAGE = `Usage: npm run contract -- --base-url URL [--auth-url URL] [--email E] [--password P]
       [--restricted-email E] [--restricted-password P] [--only TAGS | --skip TAGS | --config FILE]
       [--write] [--session NAME]

  --base-url   the API's base (required), e.g. http://localhost:4173 or https://staging.example.com/api-root
  --auth-url   the auth endpoints' base when another host serves them (default: --base-url)
  --email, --password   an account that may do everything (default: CONTRACT_EMAIL / CONTRACT_PASSWORD,
               else the demo admin, admin@demo.com / admin)
  --restricted-email, --restricted-password   an account with narrower rules: what its own rules
               refuse must answer 403 (default: CONTRACT_RESTRICTED_EMAIL / _PASSWORD, else the demo
               client, client@demo.com / client)
  --only       check only these groups (the document's tags, comma-separated: Users,Roles,Todo),
               with the core every backend serves (sign-in, refresh)
  --skip       check every group but these
  --config     a dashboard's config.json: check the groups its \`features\` declare (src/app/features.ts)
  --write      also create, change, read back and delete records of its own (cleaned up
               afterwards), repeat each create's Idempotency-Key, and try the narrower account's writes
  --session    a mock-session cookie value, so a run against the mock has a database of its own`;

function parse() {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'auth-url': { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      'restricted-email': { type: 'string' },
      'restricted-password': { type: 'string' },
      only: { type: 'string' },
      config: { type: 'string' },
      skip: { type: 'string' },
      write: { type: 'boolean', default: false },
      session: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values['base-url']) {
    console.info(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  return values;
}

function table(results) {
  const width = Math.min(56, Math.max(...results.map((result) => result.endpoint.length)));
  const lines = [];
  let endpoint = '';
  for (const result of results) {
    const name = result.endpoint === endpoint ? '' : result.endpoint;
    endpoint = result.endpoint;
    lines.push(`${result.ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(width)}  ${result.check}`);
    for (const problem of result.problems)
      lines.push(`        ${' '.repeat(width)}    - ${problem}`);
  }
  return lines.join('\n');
}

/** `Users, Todo` as `['Users', 'Todo']`. */
function tagsOf(value) {
  return (value ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

async function main() {
  const args = parse();
  const document = JSON.parse(readFileSync(path.join(ROOT, 'docs/openapi.json'), 'utf8'));
  const { module } = await importSource('contract/conformance.ts');
  const skip = tagsOf(args.skip);
  let only = tagsOf(args.only);
  if (args.config) {
    if (only.length > 0) {
      console.error('npm run contract: --config and --only both say which groups: give one.');
      process.exit(2);
    }
    // The groups the dashboard will call with that file: the declaration's, no more.
    const { features } = JSON.parse(readFileSync(path.resolve(args.config), 'utf8'));
    const { module: catalogue } = await importSource('app/features.ts');
    only = catalogue.tagsNeeded(features, document);
    console.info(
      `${args.config} declares ${features ? features.join(', ') : 'everything'}: ${only.join(', ')}`,
    );
  }
  try {
    module.selectedTags(document, only, skip);
  } catch (error) {
    console.error(`npm run contract: ${error.message}`);
    process.exit(2);
  }
  const started = performance.now();
  const results = await module.runConformance({
    document,
    baseUrl: args['base-url'],
    authUrl: args['auth-url'],
    email: args.email ?? process.env.CONTRACT_EMAIL ?? 'admin@demo.com',
    password: args.password ?? process.env.CONTRACT_PASSWORD ?? 'admin',
    restricted: {
      email: args['restricted-email'] ?? process.env.CONTRACT_RESTRICTED_EMAIL ?? 'client@demo.com',
      password: args['restricted-password'] ?? process.env.CONTRACT_RESTRICTED_PASSWORD ?? 'client',
    },
    only,
    skip,
    write: args.write,
    headers: args.session ? { cookie: `mock-session=${args.session}` } : undefined,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const failed = results.filter((result) => !result.ok).length;
  const endpoints = new Set(results.map((result) => result.endpoint)).size;
  console.info(table(results));
  console.info(
    `\n${endpoints} endpoints${only.length > 0 ? ` of ${only.join(', ')}` : ''}${skip.length > 0 ? `, without ${skip.join(', ')}` : ''}, ${args.write ? 'read and write' : 'read-only'} checks, ${seconds} s`,
  );
  console.info(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  console.info('0 passed, 1 failed');
  process.exit(1);
});

// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The docs name files, scripts and flags; this keeps every one of them real.
 *
 * - A path is checked when it starts with src/, e2e/, scripts/, build/, docs/ or public/ (in
 *   prose, in backticks, in a code block or as a link's target), and every relative link between
 *   docs is checked too. A path holding a placeholder or a pattern (`<`, `*`, `…`, `{`, `[`) names
 *   no one file and is skipped: `src/apps/<app>/api/`, `e2e/*.spec.ts`.
 * - A command is checked when it is code (backticks or a fenced block): `npm run x` needs the
 *   script x in package.json, `npm x` a script of that name or a command npm itself has, and a
 *   flag given to one of our node scripts (`node scripts/x.mjs --flag`, or after `npm run x --`)
 *   must be one that script reads.
 */

const root = process.cwd();
const scripts = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

/** npm's own commands the docs may use (`npm ci`, `npm install`): anything else is a script. */
const npmCommands = new Set(['ci', 'install', 'i', 'exec', 'run', 'init', 'ls', 'view', 'version']);
const pathPrefix = /^(?:src|e2e|scripts|build|docs|public)\//;
const placeholder = /[<*…{[]/;

interface DocLine {
  doc: string;
  line: number;
  text: string;
  code: boolean;
}

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const docs = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

/** Every line of every doc, marked when it is inside a fenced code block. */
function docLines(): DocLine[] {
  return docs.flatMap((file) => {
    let fenced = false;
    return readFileSync(file, 'utf8')
      .split('\n')
      .map((text, index) => {
        const fence = /^\s*(```|~~~)/.test(text);
        if (fence) fenced = !fenced;
        return { doc: relative(root, file), line: index + 1, text, code: fenced && !fence };
      });
  });
}

const lines = docLines();

/** The code on a line: the whole line in a fenced block, else its backtick spans. */
function codeOf({ text, code }: DocLine): string[] {
  if (code) return [text];
  return [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
}

function where(line: DocLine, what: string) {
  return `${line.doc}:${line.line}: ${what}`;
}

/** A path as written, without the trailing punctuation, line number or anchor around it. */
function cleanPath(path: string) {
  return path
    .replace(/#.*$/, '')
    .replace(/:\d+(?::\d+)?$/, '')
    .replace(/[.,;:)]+$/, '');
}

function missingPaths(docLine: DocLine): string[] {
  const named = new Set<string>();
  const fromRoot = (path: string) => {
    const clean = cleanPath(path);
    if (pathPrefix.test(clean) && !placeholder.test(clean)) named.add(clean);
  };
  for (const token of docLine.text.split(/[\s(),'"=`]+/)) fromRoot(token);
  const problems: string[] = [];
  for (const match of docLine.text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    const clean = cleanPath(target);
    if (!clean || placeholder.test(clean)) continue;
    const path = resolve(dirname(join(root, docLine.doc)), clean);
    if (!existsSync(path)) problems.push(`link to ${target} (${relative(root, path)}) is missing`);
  }
  for (const path of named) {
    if (!existsSync(join(root, path))) problems.push(`${path} does not exist`);
  }
  return problems;
}

/** The flags a node script of ours reads: `--name` written out, or `name:` in parseArgs. */
function readsFlag(script: string, flag: string) {
  const name = flag.replace(/^--/, '').replace(/=.*$/, '');
  const sources = [script, ...readdirSync(join(root, 'scripts/lib')).map((f) => `scripts/lib/${f}`)]
    .map((file) => readFileSync(join(root, file), 'utf8'))
    .join('\n');
  return (
    sources.includes(`'--${name}'`) ||
    sources.includes(`"--${name}"`) ||
    sources.includes(`\`--${name}`) ||
    new RegExp(`(^|[\\s{,])'?${name}'?: \\{`, 'm').test(sources)
  );
}

function unknownFlags(command: string, script: string, args: string) {
  return (args.match(/(?<=^|[\s[])--?[a-z][\w-]*/g) ?? [])
    .filter((flag) => !readsFlag(script, flag))
    .map((flag) => `${command}: ${script} reads no ${flag}`);
}

function unknownCommands(docLine: DocLine): string[] {
  const problems: string[] = [];
  for (const code of codeOf(docLine)) {
    for (const match of code.matchAll(/\bnpm\s+(run\s+)?([a-z][\w:-]*)([^;&|#]*)/g)) {
      const [, run, name = '', rest = ''] = match;
      if (!run && npmCommands.has(name)) continue;
      const command = scripts[name];
      if (command === undefined) {
        problems.push(`npm ${run ? 'run ' : ''}${name}: no such script in package.json`);
        continue;
      }
      const script = /^node (scripts\/\S+\.mjs)$/.exec(command)?.[1];
      const flags = rest.split(/\s--\s/)[1];
      if (script && flags) problems.push(...unknownFlags(`npm run ${name}`, script, flags));
    }
    for (const match of code.matchAll(/\bnode\s+(scripts\/\S+\.mjs)([^;&|#]*)/g)) {
      const [, script = '', flags = ''] = match;
      if (existsSync(join(root, script))) problems.push(...unknownFlags(script, script, flags));
    }
  }
  return problems;
}

/** A line of prose in a doc that does not exist, to plant mistakes in. */
const planted = (text: string): DocLine => ({ doc: 'docs/x.md', line: 1, text, code: false });

describe('the docs', () => {
  it('name only files that exist', () => {
    const problems = lines.flatMap((line) =>
      missingPaths(line).map((problem) => where(line, problem)),
    );
    expect(problems).toEqual([]);
  });

  it('name only npm scripts and flags that exist', () => {
    const problems = lines.flatMap((line) =>
      unknownCommands(line).map((problem) => where(line, problem)),
    );
    expect(problems).toEqual([]);
  });

  it('would catch a missing file, a missing script and an unknown flag', () => {
    expect(missingPaths(planted('See `src/lib/nowhere.ts` and [run](running.md).'))).toEqual([
      'src/lib/nowhere.ts does not exist',
    ]);
    expect(missingPaths(planted('[gone](gone.md), `src/apps/<app>/api/`'))).toEqual([
      'link to gone.md (docs/gone.md) is missing',
    ]);
    expect(unknownCommands(planted('`npm run nothing`, `npm ci`, `npm test`'))).toEqual([
      'npm run nothing: no such script in package.json',
    ]);
    expect(unknownCommands(planted('`npm run contract -- --base-url x --nope`'))).toEqual([
      'npm run contract: scripts/contract.mjs reads no --nope',
    ]);
    expect(unknownCommands(planted('`node scripts/bench.mjs --runs 3 --nope`'))).toEqual([
      'scripts/bench.mjs: scripts/bench.mjs reads no --nope',
    ]);
  });
});

// The one table of which part of src/ may import which (docs/architecture.md, "Layers"), and the
// check of every import of src/, tests included, against it (layers.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';

export type Layer =
  | 'main'
  | 'route-tree'
  | 'routes'
  | 'app'
  | 'apps'
  | 'components'
  | 'lib'
  | 'stores'
  | 'contract'
  | 'mocks'
  | 'testing'
  | 'api-reference';

/**
 * What each layer may import besides itself. Each app (`apps/<name>/`) is a layer of its own, and
 * no app may import another: there is no exception. A layer marked `apiShared` is the API side
 * (the contract and the mock, which run in Node): it takes from `apps/` and `lib/` only the
 * modules they share with it (`apiShared()`).
 */
export const LAYERS: Record<Layer, { holds: string; imports: readonly Layer[]; apiShared?: true }> =
  {
    main: { holds: 'main.tsx, vite-env.d.ts', imports: ['app', 'lib', 'mocks'] },
    'route-tree': { holds: 'routeTree.gen.ts (generated)', imports: ['routes'] },
    routes: { holds: 'routes/', imports: ['app', 'apps', 'components', 'lib', 'stores'] },
    app: { holds: 'app/', imports: ['route-tree', 'apps', 'components', 'lib', 'stores'] },
    apps: { holds: 'apps/<name>/', imports: ['components', 'lib', 'stores'] },
    components: { holds: 'components/', imports: ['lib', 'stores'] },
    stores: { holds: 'stores/', imports: ['lib'] },
    lib: { holds: 'lib/', imports: [] },
    contract: { holds: 'contract/', imports: ['apps', 'lib'], apiShared: true },
    mocks: { holds: 'mocks/', imports: ['contract', 'apps', 'lib'], apiShared: true },
    testing: {
      holds: 'testing/',
      imports: ['app', 'apps', 'components', 'lib', 'stores', 'contract', 'mocks'],
    },
    'api-reference': { holds: 'api-reference/', imports: [] },
  };

/** What a test (`*.test.ts(x)`) may import besides its own layer's imports: the test harness. */
export const TEST_IMPORTS: readonly Layer[] = ['testing', 'mocks', 'app', 'contract'];

/**
 * The packages a module the API side imports from `apps/` or `lib/` may use: the mock runs in
 * Node, in the dev server, and the contract in scripts, so they share the schemas and pure rules,
 * never hooks, components or the HTTP client.
 */
export const API_SHARED_PACKAGES: readonly string[] = ['zod', 'zod/mini', 'dompurify'];

export interface SourceModule {
  /** Path relative to src/, with `/`. */
  file: string;
  /** Files of src/ it imports (relative to src/), and the packages it imports. */
  imports: string[];
  packages: string[];
}

const FILE_LAYERS: Record<string, Layer> = {
  'main.tsx': 'main',
  'vite-env.d.ts': 'main',
  'routeTree.gen.ts': 'route-tree',
};

/** The layer of a file of src/, and its app for `apps/<name>/…`; undefined when the table has none. */
export function layerOf(file: string): { layer: Layer; app?: string } | undefined {
  const [top = '', name] = file.split('/');
  if (Object.hasOwn(FILE_LAYERS, top)) return { layer: FILE_LAYERS[top] as Layer };
  if (top === 'apps' && name) return { layer: 'apps', app: name };
  return Object.hasOwn(LAYERS, top) && top !== 'apps' && file.includes('/')
    ? { layer: top as Layer }
    : undefined;
}

export const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** A module the API side may import from `apps/` or `lib/`: no React, no browser-only package. */
export function apiShared(module: SourceModule): boolean {
  return (
    module.file.endsWith('.ts') &&
    !isTest(module.file) &&
    module.packages.every((name) => API_SHARED_PACKAGES.includes(name))
  );
}

// What the mock and the contract load at run time; their tests may use the screens' code.
const runsOnApiSide = (module: SourceModule) =>
  !isTest(module.file) && LAYERS[layerOf(module.file)?.layer ?? 'main'].apiShared === true;

/** Why `from` may not import `to`, or undefined when the table allows it. */
export function forbiddenArrow(from: SourceModule, to: SourceModule): string | undefined {
  const source = layerOf(from.file);
  const target = layerOf(to.file);
  if (!source) return `${from.file} is in no layer of the table (build/layers.ts)`;
  if (!target) return `${to.file} is in no layer of the table (build/layers.ts)`;
  if (source.layer === 'apps' && target.layer === 'apps' && source.app !== target.app)
    return `an app never imports another app (apps/${source.app} → apps/${target.app})`;
  if (source.layer === target.layer) return undefined;
  const allowed = [...LAYERS[source.layer].imports, ...(isTest(from.file) ? TEST_IMPORTS : [])];
  if (!allowed.includes(target.layer))
    return `${LAYERS[source.layer].holds} may not import ${LAYERS[target.layer].holds}`;
  if (runsOnApiSide(from) && (target.layer === 'apps' || target.layer === 'lib') && !apiShared(to))
    return `${source.layer}/ imports from ${target.layer}/ only modules shared with the API (.ts, packages: ${API_SHARED_PACKAGES.join(', ')})`;
  return undefined;
}

/**
 * Every forbidden arrow among `modules`, as `from → to: rule`. A module of `apps/` or `lib/` the
 * API side imports must itself import only such modules (what the mock loads, it loads whole).
 */
export function layerProblems(modules: readonly SourceModule[]): string[] {
  const byFile = new Map(modules.map((module) => [module.file, module]));
  const problems: string[] = [];
  const report = (from: SourceModule, to: SourceModule, rule: string) =>
    problems.push(`${from.file} → ${to.file}: ${rule}`);
  const sharedWithApi = new Set<string>();
  const stack: string[] = [];
  for (const from of modules) {
    for (const file of from.imports) {
      const to = byFile.get(file);
      if (!to) continue;
      const rule = forbiddenArrow(from, to);
      if (rule) report(from, to, rule);
      else if (runsOnApiSide(from)) stack.push(to.file);
    }
  }
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    const module = byFile.get(file);
    const layer = layerOf(file)?.layer;
    if (!module || sharedWithApi.has(file) || (layer !== 'apps' && layer !== 'lib')) continue;
    sharedWithApi.add(file);
    for (const next of module.imports) {
      const to = byFile.get(next);
      if (!to || forbiddenArrow(module, to)) continue;
      const toLayer = layerOf(next)?.layer;
      if ((toLayer === 'apps' || toLayer === 'lib') && !apiShared(to))
        report(
          module,
          to,
          'the API side imports the first, so it may import only modules shared with the API',
        );
      else stack.push(next);
    }
  }
  return problems;
}

const SOURCE_FILE = /\.tsx?$/;
const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];
// Vitest's module mocks name a module too: `vi.mock('@/lib/…', …)`.
const MOCKED_MODULE = /\bvi\.(?:do)?mock\(\s*['"]([^'"]+)['"]/g;

/** Every specifier `code` imports: static, type-only, `export … from`, dynamic and mocked. */
function importSpecifiers(code: string): string[] {
  const { module } = parseSync('module.tsx', code);
  return [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) =>
      entry.entries.flatMap((exported) => exported.moduleRequest?.value ?? []),
    ),
    ...module.dynamicImports.flatMap(({ moduleRequest }) => {
      const specifier = /^(['"`])(.*)\1$/.exec(code.slice(moduleRequest.start, moduleRequest.end));
      return specifier?.[2] ?? [];
    }),
    ...[...code.matchAll(MOCKED_MODULE)].map((match) => match[1] ?? ''),
  ];
}

/**
 * Every .ts/.tsx module of `srcDir` with what it imports: `@/…` and relative specifiers resolved
 * to files of src/ (one that resolves to no file is listed as it was written, and reported by
 * the test), bare ones as packages (`@scope/name` or `name`, subpaths kept: `zod/mini`).
 */
export function readSourceModules(srcDir: string): SourceModule[] {
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => SOURCE_FILE.test(file));
  // The route tree is generated (`tsr generate`), so a fresh checkout may not have it yet.
  const known = new Set([...files, 'routeTree.gen.ts']);
  const resolve = (from: string, specifier: string): string | undefined => {
    const base = specifier.startsWith('@/')
      ? specifier.slice(2)
      : path.posix.join(path.posix.dirname(from), specifier);
    return RESOLVED_EXTENSIONS.map((extension) => base + extension).find((file) => known.has(file));
  };
  return files.map((file) => {
    const imports: string[] = [];
    const packages: string[] = [];
    for (const specifier of importSpecifiers(readFileSync(path.join(srcDir, file), 'utf8'))) {
      if (specifier.startsWith('@/') || specifier.startsWith('.')) {
        // Assets and files outside src/ (the locales in public/) are not layers.
        if (!/\.(css|json|svg|png|html)(\?.*)?$/.test(specifier) && !specifier.includes('?'))
          imports.push(resolve(file, specifier) ?? `unresolved: ${specifier}`);
      } else if (!specifier.startsWith('node:')) {
        packages.push(specifier.replace(/\?.*$/, ''));
      }
    }
    return { file, imports, packages };
  });
}

/** Every forbidden arrow of src/, and every import that resolves to no file. */
export function checkLayers(srcDir: string): string[] {
  const modules = readSourceModules(srcDir);
  const unresolved = modules.flatMap((module) =>
    module.imports
      .filter((file) => file.startsWith('unresolved: '))
      .map((file) => `${module.file} → ${file.slice('unresolved: '.length)}: resolves to no file`),
  );
  return [...unresolved, ...layerProblems(modules)];
}

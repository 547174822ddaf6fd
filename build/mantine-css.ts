// Each module gets the stylesheets of the Mantine components it imports, so every route loads the
// CSS of what it renders instead of Mantine's whole sheet (docs/performance.md).
//
// `import { Select } from '@mantine/core'` in a source file becomes, in the build, that import
// preceded by `import '@mantine/core/styles/<X>.layer.css'` for every stylesheet Select needs: its
// own and those of the components it is built from (Input, Combobox, Popover…), found by walking
// Mantine's ES modules from the export to each `<X>.module.mjs` it imports, dependencies first.
// `@mantine/dates` has one sheet, added with the core components its pickers use. The global sheets (baseline, variables) are imported once by `src/main.tsx`.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const packages = ['core', 'dates'] as const;
type Package = (typeof packages)[number];

const require = createRequire(import.meta.url);
/** The package's folder: its main entry is `<folder>/cjs/index.cjs` (package.json is not exported). */
const packageRoot = (pkg: Package) =>
  path.resolve(path.dirname(require.resolve(`@mantine/${pkg}`)), '..');
const esmRoot = (pkg: Package) => path.join(packageRoot(pkg), 'esm');
const coreSheetExists = (name: string) =>
  existsSync(path.join(packageRoot('core'), 'styles', `${name}.layer.css`));

// `import { A } from '…'` and `export { A } from '…'` (a module that re-exports components, as the
// lazy overlays do, needs their stylesheets as much as one that renders them).
const importPattern = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** The named imports of `import { … } from 'source'` statements, `type` ones left out. */
function namedImports(code: string, source: (from: string) => boolean): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const match of code.matchAll(importPattern)) {
    const [statement, names = '', from = ''] = match;
    if (!source(from) || /^(import|export)\s+type\b/.test(statement)) continue;
    const list = names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => (name.split(/\s+as\s+/)[0] ?? name).trim());
    found.set(from, [...(found.get(from) ?? []), ...list]);
  }
  return found;
}

function createResolver() {
  const exportFiles = new Map<Package, Map<string, string>>();
  const sheetsOfFile = new Map<string, string[]>();

  /** Export name → the module that defines it, from the package's `esm/index.mjs`. */
  function exportsOf(pkg: Package): Map<string, string> {
    let files = exportFiles.get(pkg);
    if (!files) {
      files = new Map();
      const root = esmRoot(pkg);
      const index = readFileSync(path.join(root, 'index.mjs'), 'utf8');
      for (const [from, names] of namedImports(index, (source) => source.startsWith('.'))) {
        for (const name of names) files.set(name, path.join(root, from));
      }
      exportFiles.set(pkg, files);
    }
    return files;
  }

  /** Stylesheets a Mantine module needs, dependencies first. */
  function sheetsOf(file: string, visiting = new Set<string>()): string[] {
    const cached = sheetsOfFile.get(file);
    if (cached) return cached;
    if (visiting.has(file) || !existsSync(file)) return [];
    visiting.add(file);
    const code = readFileSync(file, 'utf8');
    const sheets: string[] = [];
    const add = (list: string[]) => {
      for (const sheet of list) if (!sheets.includes(sheet)) sheets.push(sheet);
    };
    // Core components used by a dates component.
    for (const [, names] of namedImports(code, (source) => source === '@mantine/core')) {
      add(sheetsOfNames('core', names));
    }
    for (const [, from = ''] of code.matchAll(/from\s*["'](\.[^"']+)["']/g)) {
      const target = path.resolve(path.dirname(file), from);
      const [, sheetName] = /([\w-]+)\.module\.mjs$/.exec(target) ?? [];
      if (sheetName !== undefined) {
        // A dates component's own classes are in its package's one sheet.
        if (target.startsWith(esmRoot('core')) && coreSheetExists(sheetName)) {
          add([`@mantine/core/styles/${sheetName}.layer.css`]);
        }
      } else {
        add(sheetsOf(target, visiting));
      }
    }
    visiting.delete(file);
    sheetsOfFile.set(file, sheets);
    return sheets;
  }

  function sheetsOfNames(pkg: Package, names: string[]): string[] {
    const sheets: string[] = [];
    const files = exportsOf(pkg);
    for (const name of names) {
      const file = files.get(name);
      if (!file) continue;
      for (const sheet of sheetsOf(file)) if (!sheets.includes(sheet)) sheets.push(sheet);
    }
    if (pkg !== 'core') sheets.push(`@mantine/${pkg}/styles.layer.css`);
    return sheets;
  }

  /** The stylesheets a source module needs for what it imports from Mantine. */
  return (code: string): string[] => {
    const sheets: string[] = [];
    const imports = namedImports(code, (source) => /^@mantine\/(core|dates)$/.test(source));
    for (const [from, names] of imports) {
      const pkg = from.slice('@mantine/'.length) as Package;
      for (const sheet of sheetsOfNames(pkg, names))
        if (!sheets.includes(sheet)) sheets.push(sheet);
    }
    return sheets;
  };
}

export function mantineComponentCss(): Plugin {
  const stylesheetsFor = createResolver();
  return {
    name: 'mantine-component-css',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('@mantine/')) return null;
      const sheets = stylesheetsFor(code);
      if (sheets.length === 0) return null;
      return {
        code: `${sheets.map((sheet) => `import '${sheet}';`).join('\n')}\n${code}`,
        map: null,
      };
    },
  };
}

// Each module gets the stylesheets of the Mantine components it imports, so every route loads the
// CSS of what it renders instead of Mantine's whole sheet (docs/performance.md).
//
// `import { Select } from '@mantine/core'` in a source file becomes, in the build, that import
// preceded by `import '@mantine/core/styles/<X>.layer.css'` for every stylesheet Select needs: its
// own and those of the components it is built from (Input, Combobox, Popover…), found by walking
// Mantine's ES modules from the export to each `<X>.module.mjs` it imports, dependencies first.
// `@mantine/dates` and `@mantine/tiptap` have one sheet each, added with the core components they use. The global sheets (baseline, variables) are imported once by `src/main.tsx`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  mantineEsmRoot as esmRoot,
  mantineExports as exportsOf,
  mantineRoot as packageRoot,
  namedImports,
  type MantinePackage as Package,
} from './library-imports.ts';

const coreSheetExists = (name: string) =>
  existsSync(path.join(packageRoot('core'), 'styles', `${name}.layer.css`));

function createResolver() {
  const sheetsOfFile = new Map<string, string[]>();

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
  const ofSource = (code: string): string[] => {
    const sheets: string[] = [];
    const imports = namedImports(code, (source) => /^@mantine\/(core|dates|tiptap)$/.test(source));
    for (const [from, names] of imports) {
      const pkg = from.slice('@mantine/'.length) as Package;
      for (const sheet of sheetsOfNames(pkg, names))
        if (!sheets.includes(sheet)) sheets.push(sheet);
    }
    return sheets;
  };
  return { ofSource, ofModule: sheetsOf };
}

const resolver = createResolver();

/** The stylesheet files a module of Mantine's core needs (its own and its parts'), as paths. */
export function mantineStylesheetsOf(file: string): string[] {
  const prefix = '@mantine/core/styles/';
  return resolver
    .ofModule(file)
    .filter((sheet) => sheet.startsWith(prefix))
    .map((sheet) => path.join(packageRoot('core'), 'styles', sheet.slice(prefix.length)));
}

export function mantineComponentCss(): Plugin {
  const stylesheetsFor = resolver.ofSource;
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

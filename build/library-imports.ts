// What a source module imports from Mantine and Tabler's icons, by module. Both libraries are
// imported through a barrel file that imports all of the library, so the module graph alone says
// every page uses all of it; the named imports say which modules it really uses.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type MantinePackage = 'core' | 'dates' | 'tiptap';

const require = createRequire(import.meta.url);
/** The package's folder: its main entry is `<folder>/cjs/index.cjs` (package.json is not exported). */
export const mantineRoot = (pkg: MantinePackage) =>
  path.resolve(path.dirname(require.resolve(`@mantine/${pkg}`)), '..');
export const mantineEsmRoot = (pkg: MantinePackage) => path.join(mantineRoot(pkg), 'esm');
/** Tabler's main entry is `<package>/dist/cjs/…`; each icon is `<package>/dist/esm/icons/<Name>.mjs`. */
const tablerIcons = () =>
  path.resolve(path.dirname(require.resolve('@tabler/icons-react')), '..', 'esm', 'icons');

// `import { A } from '…'` and `export { A } from '…'` (a module that re-exports components, as the
// lazy overlays do, needs their stylesheets as much as one that renders them).
const importPattern = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** The named imports of `import { … } from 'source'` statements, `type` ones left out. */
export function namedImports(
  code: string,
  source: (from: string) => boolean,
): Map<string, string[]> {
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

const exportFiles = new Map<MantinePackage, Map<string, string>>();

/** Export name → the module that defines it, from the package's `esm/index.mjs`. */
export function mantineExports(pkg: MantinePackage): Map<string, string> {
  let files = exportFiles.get(pkg);
  if (!files) {
    files = new Map();
    const root = mantineEsmRoot(pkg);
    const index = readFileSync(path.join(root, 'index.mjs'), 'utf8');
    for (const [from, names] of namedImports(index, (source) => source.startsWith('.'))) {
      for (const name of names) files.set(name, path.join(root, from));
    }
    exportFiles.set(pkg, files);
  }
  return files;
}

/** The modules of Mantine's core and of Tabler's icons that `code`'s named imports come from. */
export function libraryModulesOf(code: string): string[] {
  const modules: string[] = [];
  for (const [from, names] of namedImports(code, (source) =>
    ['@mantine/core', '@tabler/icons-react'].includes(source),
  )) {
    for (const name of names) {
      const file =
        from === '@mantine/core'
          ? mantineExports('core').get(name)
          : path.join(tablerIcons(), `${name}.mjs`);
      if (file) modules.push(file);
    }
  }
  return modules;
}

// Imports inside Mantine that put code on pages which only pop-ups need, resolved to small
// equivalents of ours (docs/performance.md):
//
// 1. Mantine's ScrollArea imports floating-ui's whole React entry for one hook (`useMergeRefs`);
//    it gets `@mantine/hooks`' `useMergedRef` instead (shims/merge-refs.ts). floating-ui (~14 KB
//    gzip) then loads with the pop-ups' code, on the first open.
// 2. Mantine's Table imports `Table.ScrollContainer`, whose default type renders ScrollArea
//    (~5 KB): every page with a table loaded it. The house scrolls tables with `TableScroll`
//    (src/components/data-table/table-scroll.tsx); `Table.ScrollContainer` is left as native
//    scrolling only (shims/table-scroll-container.tsx).
// 3. Mantine's Button and ActionIcon show their loader through `Transition`, which brings its
//    state machine and the table of every named transition (1.4 KB gzip) into the sign-in page.
//    The loader shows and hides at once instead, as Mantine's does for who asks for less motion
//    (shims/loader-transition.tsx); the pop-ups load `Transition` with their own code.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = (name: string) => fileURLToPath(new URL(`./shims/${name}`, import.meta.url));
const component = (folder: string, file: string) =>
  new RegExp(`@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/]${folder}[\\\\/]${file}\\.mjs$`);

const redirects = [
  {
    source: '@floating-ui/react',
    importer: component('ScrollArea', 'ScrollArea'),
    target: shim('merge-refs.ts'),
  },
  {
    source: './TableScrollContainer.mjs',
    importer: component('Table', 'Table'),
    target: shim('table-scroll-container.tsx'),
  },
  ...['Button', 'ActionIcon'].map((folder) => ({
    source: '../Transition/Transition.mjs',
    importer: component(folder, folder),
    target: shim('loader-transition.tsx'),
  })),
];

export function lighterMantine(): Plugin {
  return {
    name: 'lighter-mantine',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const redirect = redirects.find(
        (candidate) => candidate.source === source && candidate.importer.test(importer),
      );
      return redirect?.target ?? null;
    },
  };
}

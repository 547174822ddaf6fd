// Mantine's ScrollArea imports floating-ui's whole React entry for one hook (`useMergeRefs`), and
// every `Table` imports ScrollArea (for `Table.ScrollContainer`): so every list page loaded
// floating-ui (~14 KB gzip), which only pop-ups need and which otherwise loads with their code on
// the first open. This plugin resolves that one import to Mantine's own equivalent
// (`useMergedRef` from @mantine/hooks, already in every page).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = fileURLToPath(new URL('./merge-refs-shim.ts', import.meta.url));
const scrollArea = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

export function scrollAreaWithoutFloatingUi(): Plugin {
  return {
    name: 'scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && scrollArea.test(importer)) return shim;
      return null;
    },
  };
}

import type { Plugin } from 'vite';
import { reachable } from './graph.ts';

const ENTRY = /[\\/]src[\\/]main\.tsx$/;
const SIGN_IN_ROUTES = /[\\/]src[\\/]routes[\\/]\(auth\)[\\/]/;
const SIGN_IN_PAGES = /[\\/]src[\\/](apps[\\/]auth|routes[\\/]\(auth\))[\\/]/;
const LAYOUT = /[\\/]src[\\/]routes[\\/]_authenticated\.tsx\?tsr-split=/;

/**
 * Fewer, larger chunks for the signed-in pages (docs/performance.md, "Boot"). Left to the
 * bundler, every module the layout shares with some pages becomes its own small chunk, one per
 * set of routes that use it: a signed-in page loaded ~80 files, and on a slow link each costs a
 * round trip. Every signed-in page loads the layout, so whatever the layout needs goes with it in
 * one file (`shell`), whichever pages use it too.
 *
 * A group also takes the modules its own modules import, unless an earlier group has them; so the
 * entry's modules (`boot`) and what the sign-in pages share with the signed-in app (`common`:
 * forms, the language and skin switches, the auth client) are grouped first, and the sign-in
 * page loads nothing of the shell. The sign-in pages' own code stays in their chunks.
 */
export function routeChunks() {
  let boot = new Set<string>();
  let common = new Set<string>();
  let shell = new Set<string>();

  const plugin: Plugin = {
    name: 'route-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      // Through the app's own modules only: a library's barrel file imports all of the library,
      // and the groups take what is used of it with the modules that use it.
      const appModulesFrom = (pattern: RegExp, skip: Set<string> = new Set()) =>
        reachable(
          ids.filter((id) => pattern.test(id)),
          (id) => this.getModuleInfo(id)?.importedIds,
          (id) => skip.has(id) || id.includes('node_modules'),
        );
      boot = appModulesFrom(ENTRY);
      const signIn = appModulesFrom(SIGN_IN_ROUTES, boot);
      common = new Set([...signIn].filter((id) => !SIGN_IN_PAGES.test(id)));
      // The layout's own module stays its route's chunk (the router loads it by that name).
      shell = new Set(
        [...appModulesFrom(LAYOUT, new Set([...boot, ...signIn]))].filter((id) => !LAYOUT.test(id)),
      );
    },
  };

  return {
    plugin,
    groups: [
      { name: 'boot', test: (id: string) => boot.has(id) },
      { name: 'common', test: (id: string) => common.has(id) },
      { name: 'shell', test: (id: string) => shell.has(id) },
    ],
  };
}

import { statSync } from 'node:fs';
import type { Plugin } from 'vite';
import { reachable } from './graph.ts';
import { libraryModulesOf } from './library-imports.ts';
import { mantineStylesheetsOf } from './mantine-css.ts';

const ENTRY = /[\\/]src[\\/]main\.tsx$/;
/** The entry's chunk: the boot, the route definitions, what the sign-in pages share with the app. */
export const BOOT_CHUNK = 'boot';
// Sign-in and sign-up: the pages a visitor opens first. The recovery pages (a forgotten password,
// a reset link) are opened rarely; what they share with the app is not put in `common` for them.
const SIGN_IN_ROUTES = /[\\/]src[\\/]routes[\\/]\(auth\)[\\/](login|register)\.tsx/;
const SIGN_IN_PAGES = /[\\/]src[\\/](apps[\\/]auth|routes[\\/]\(auth\))[\\/]/;
/**
 * The password policy: sign-up shares it with the recovery pages and the signed-in password forms,
 * but the sign-in page never needs it. With the entry, every page would load it (+0.15 KB gzip).
 */
const SET_A_PASSWORD_ONLY = /[\\/]src[\\/]lib[\\/]session[\\/]password-rules\.ts$/;
/** The sign-in page: the one every visitor opens first. */
const SIGN_IN_PAGE = /[\\/]src[\\/]routes[\\/]\(auth\)[\\/]login\.tsx\?tsr-split=/;
/** Every page of a signed-out visitor: sign-in, sign-up and the recovery pages. */
const SIGNED_OUT_ROUTES = /[\\/]src[\\/]routes[\\/]\(auth\)[\\/]/;
const LAYOUT = /[\\/]src[\\/]routes[\\/]_authenticated\.tsx\?tsr-split=/;
const SIGNED_IN_PAGES = /[\\/]src[\\/]routes[\\/]_authenticated[\\/].+\?tsr-split=.*component/;
const SIGNED_IN_SCREENS =
  /[\\/]src[\\/]routes[\\/]_authenticated[\\/].+\?tsr-split=(errorComponent|notFoundComponent|pendingComponent)$/;
// An app's own folder, or the code a family of apps shares (the storefront's and the back
// office's: src/lib/ecommerce, src/components/ecommerce), which their pages alone use.
const ONE_APP = /[\\/]src[\\/](apps|(lib|components)[\\/]ecommerce)[\\/]/;
/** One app's modules stay with that app, however many of its pages use them; not its tiny styles. */
const isOneAppModule = (id: string) => ONE_APP.test(id) && !isStylesheet(id);
/**
 * A shared component, helper, Mantine component or icon that this many signed-in pages use goes
 * in the shell too. Otherwise each set of pages sharing modules gets a file of its own: the users
 * list loaded 38 JS and 12 CSS files, 20 and 6 with this. The list pages are 4-5 KB lighter
 * (fewer files compress better), the others at most 2.2 KB heavier. At 6, users loads 22 files
 * but the calendar's CSS passes its 25 KB (docs/performance.md, "Boot"). 8 since the Products
 * list, the seventh page on the data table: at 7 the table's pagination moved into the shell and
 * nine pages went 1-3 KB over their budgets. 10 since the managers' Orders list and the Customers
 * list, the eighth and ninth: the same move again (2.9 KB more shell for every page otherwise).
 */
const SHELL_IF_USED_BY = 10;
/**
 * A tiny module (an icon, a small helper, a small Mantine component: at most `TINY_MODULE_CHARS`
 * of code before minifying with what it would bring into the shell: its imports, a Mantine
 * component's stylesheets) that two signed-in pages use at first goes in the shell too; so does an
 * icon one page shows at first and a part loaded later shows too (a dialog, a drawer, the layout's
 * overlays), and a small stylesheet of ours (`TINY_STYLESHEET_BYTES`) a page uses at first.
 * Left out, each became a file of its own of 100-700 bytes, one per set of chunks using it, and a
 * phone pays a round trip for each (Lighthouse's simulated largest paint counts them): the users
 * list asked for 28 files before its first rows; 19 with tiny modules four pages share; 13 with
 * these, for 1.7 KB more shell (docs/performance.md, "Fewer files before the first rows"). What a
 * signed-out page uses stays out, so that those pages load none of the shell.
 */
const TINY_MODULE_CHARS = 4000;
const TINY_STYLESHEET_BYTES = 600;
const OUR_OWN = /[\\/]src[\\/]/;
/** The libraries' index files, which name all of them (a module's use is by its named imports). */
const LIBRARY_BARREL =
  /node_modules[\\/]@(mantine[\\/][^\\/]+[\\/]esm[\\/]index|tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react)\.mjs$/;
const MANTINE_CORE = /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]/;
const ICON = /@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const ROUTE_MODULE = /[\\/]src[\\/]routes[\\/]/;
/** A module's source size on disk (a stylesheet's code, once loaded, is its class names). */
const sourceSize = (id: string) => statSync(id.replace(/\?.*$/, '')).size;
/**
 * The shared data table (its parts, its column settings' store, its pagination with Mantine's,
 * its sort arrows) stays with the list pages however many there are: the Reviews list, the
 * tenth, would otherwise move them into the shell (2.9 KB more for every page), and its parts,
 * small since the split, would join it as tiny modules. The small helpers many pages use without
 * the table (the scroll container, the list props, the date-range pickers' loader) may join it: as
 * chunks of their own they cost each list page a request and its bytes again.
 */
const LIST_PAGES_ONLY =
  /([\\/]src[\\/](components[\\/]data-table[\\/](?!table-scroll|use-list-props|date-range-f)|stores[\\/]data-table-columns\.ts$)|@mantine[\\/]core[\\/](esm[\\/]components[\\/]Pagination[\\/]|styles[\\/]Pagination\.layer\.css)|icons[\\/]IconArrow(Up|Down)\.mjs)/;
/**
 * Libraries only the signed-in app uses: the query cache (react-query) and CASL. The signed-in
 * layout creates them when it first loads (`signedInLoader`, src/app/router-context.ts), so they
 * go in the shell, not in the `framework` chunk the sign-in page loads (vite.config.ts). The one
 * module the error pages share with the signed-in pages, react-query's error reset, stays there.
 */
export const SIGNED_IN_LIBRARIES =
  /node_modules[\\/](@tanstack[\\/](react-query|query-core)|@casl|@ucast)[\\/](?!.*QueryErrorResetBoundary)/;

/**
 * The form layer (@mantine/form and `useAppForm`): the sign-in forms use it at once, a signed-in
 * page only when it renders a form, which most do in a drawer or dialog loaded on first use. In
 * `common` it came with the language and skin switches to every signed-in page (6.5 KB).
 */
const FORM_LAYER =
  /([\\/]src[\\/]components[\\/]forms[\\/]use-app-form\.ts$|node_modules[\\/](@mantine[\\/]form|klona|fast-deep-equal)[\\/])/;

/**
 * The date-range filter, used by four list pages only: in the shell it cost every signed-in page
 * its bytes and the names of its pickers' lazy chunks (about 0.6 KB). In a file of its own, the
 * four pages load it, one request more.
 */
const DATE_RANGE_FILTER = /[\\/]src[\\/]components[\\/]data-table[\\/]date-range-filter/;

/**
 * Who else is here (src/components/presence): only the pages and forms of a record show it, so
 * its small wrapper stays with them rather than join every page's shell as a tiny shared module.
 */
const RECORD_PAGES_ONLY = /[\\/]src[\\/]components[\\/]presence[\\/]/;

const isStylesheet = (id: string) => /\.css($|\?)/.test(id);
/**
 * Whether a module may join the shell: not one app's own, not the list or record pages' parts,
 * not the date-range filter.
 */
const mayJoinShell = (id: string) =>
  !isOneAppModule(id) &&
  !LIST_PAGES_ONLY.test(id) &&
  !RECORD_PAGES_ONLY.test(id) &&
  !DATE_RANGE_FILTER.test(id);
const count = (counts: Map<string, number>, used: Iterable<string>) => {
  for (const id of used) counts.set(id, (counts.get(id) ?? 0) + 1);
};
/**
 * What the signed-in layout loads on idle on every page: the overlays (menus, tooltips, dialogs,
 * drawers: src/components/overlays/load-overlays.ts) and the notification bell's list.
 */
const LAYOUT_IDLE_PRELOADS =
  /[\\/]src[\\/](components[\\/]overlays[\\/]overlays-module\.ts|apps[\\/]notifications[\\/]components[\\/]notification-bell\.tsx)$/;

/**
 * Fewer, larger chunks for the signed-in pages (docs/performance.md, "Boot"). Left to the
 * bundler, every module the layout shares with some pages becomes its own small chunk, one per
 * set of routes that use it: a signed-in page loaded ~80 files, and on a slow link each costs a
 * round trip. Every signed-in page loads the layout, so whatever the layout needs goes with it in
 * one file (`shell`), whichever pages use it too.
 *
 * A group also takes the modules its own modules import, unless an earlier group has them; so the
 * entry's modules and what the sign-in pages share with the signed-in app (`common`: the language
 * and skin switches, the auth client) are grouped first (`boot`), and the sign-in page loads
 * nothing of the shell. The sign-in page's code, with the signed-out pages' parts it uses, is one
 * file (`sign-in`); the other signed-out pages' own code stays in their chunks. The shell
 * also takes the shared components most signed-in pages use (`SHELL_IF_USED_BY`), and the tiny
 * modules pages share (`TINY_MODULE_CHARS`). `loadedAtBoot` says which library modules index.html
 * loads on every page (the `framework` and `mantine-base` chunks, vite.config.ts).
 */
export function routeChunks(loadedAtBoot: (id: string) => boolean) {
  let boot = new Set<string>();
  let common = new Set<string>();
  let shell = new Set<string>();
  let signInPage = new Set<string>();
  let signInLibraries = new Set<string>();

  const plugin: Plugin = {
    name: 'route-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      // Through the app's own modules only: a library's barrel file imports all of the library,
      // and the groups take what is used of it with the modules that use it.
      const appModulesFrom = (starts: RegExp | string, skip: Set<string> = new Set()) =>
        reachable(
          typeof starts === 'string' ? [starts] : ids.filter((id) => starts.test(id)),
          (id) => this.getModuleInfo(id)?.importedIds,
          (id) => skip.has(id) || id.includes('node_modules'),
        );
      boot = appModulesFrom(ENTRY);
      const signIn = appModulesFrom(SIGN_IN_ROUTES, boot);
      common = new Set(
        [...signIn].filter((id) => !SIGN_IN_PAGES.test(id) && !SET_A_PASSWORD_ONLY.test(id)),
      );
      // The sign-in page with the signed-out pages' parts it uses (their layout, the sign-in
      // request): one file, not five of 0.2-1.5 KB (−0.7 KB gzip).
      // The other signed-out pages, opened far less often, load it for those parts (+0.8-1.4 KB).
      signInPage = appModulesFrom(SIGN_IN_PAGE, new Set([...boot, ...common]));
      // The layout's own module too: as a chunk of its own it cost every page one more file.
      shell = appModulesFrom(LAYOUT, new Set([...boot, ...signIn]));
      // What each page uses that is not placed yet: our modules, and the library modules they
      // import (Mantine's components and their stylesheets, Tabler's icons).
      const placed = new Set([...boot, ...signIn, ...shell]);
      // The library modules our `own` modules use: what they import by name from Mantine and
      // Tabler, and the libraries' stylesheets they import.
      const librariesOf = (own: Iterable<string>) => {
        const used = new Set<string>();
        for (const id of own) {
          const info = this.getModuleInfo(id);
          for (const library of libraryModulesOf(info?.code ?? '')) used.add(library);
          for (const imported of info?.importedIds ?? []) {
            if (imported.includes('node_modules') && imported.endsWith('.css')) used.add(imported);
          }
        }
        return used;
      };
      // The library modules the sign-in page uses beyond the boot's (its demo accounts' icon) go
      // with the entry: in its file, they would bring it and the form layer to the signed-in
      // pages that use them.
      signInLibraries = new Set(
        [...librariesOf(signInPage)].filter((id) => !loadedAtBoot(id) && !isStylesheet(id)),
      );
      // A signed-out page (sign-in, sign-up, recovery) loads nothing of the shell for a tiny
      // module: the ones they use stay out of it.
      const signedOut = appModulesFrom(SIGNED_OUT_ROUTES, boot);
      const usedSignedOut = new Set([...signedOut, ...librariesOf(signedOut)]);
      // Who uses each module: the signed-in pages at first (`usedBy`), and the parts loaded
      // later (dialogs, drawers, the layout's overlays) as well (`partsUsing`).
      const usedBy = new Map<string, number>();
      const partsUsing = new Map<string, number>();
      const usedIn = (start: string) => {
        const own = appModulesFrom(start, placed);
        const used = new Set([...own, ...librariesOf(own)]);
        used.delete(start);
        return { own, used };
      };
      const later = new Set<string>();
      for (const page of ids.filter(
        (id) => SIGNED_IN_PAGES.test(id) && !SIGNED_IN_SCREENS.test(id),
      )) {
        const { own, used } = usedIn(page);
        count(usedBy, used);
        count(partsUsing, used);
        for (const id of own) {
          for (const part of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) later.add(part);
        }
      }
      for (const id of shell) {
        for (const part of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) later.add(part);
      }
      // A signed-in page's own error, not-found and pending screens load when they show.
      for (const part of ids.filter((id) => SIGNED_IN_SCREENS.test(id))) {
        count(partsUsing, usedIn(part).used);
      }
      for (const part of later) {
        if (!ROUTE_MODULE.test(part) && !part.includes('node_modules')) {
          count(partsUsing, usedIn(part).used);
        }
      }
      // First what most pages use, then what is tiny with what it brings along that the shell
      // does not hold yet (a group takes the modules its modules import: a 1 KB Textarea brings
      // its 3 KB autosize).
      for (const [id, pages] of usedBy) {
        if (pages >= SHELL_IF_USED_BY && mayJoinShell(id) && !placed.has(id)) shell.add(id);
      }
      const elsewhere = (id: string) =>
        (placed.has(id) && !shell.has(id)) || LIBRARY_BARREL.test(id) || loadedAtBoot(id);
      const withShell = reachable(shell, (id) => this.getModuleInfo(id)?.importedIds, elsewhere);
      // What a module brings along: what it imports, and a Mantine component's stylesheets
      // (its users import them; in the shell without them, each page would still ask for them).
      const alongWith = (id: string) =>
        reachable(
          [id],
          (next) => [
            ...(this.getModuleInfo(next)?.importedIds ?? []),
            ...(MANTINE_CORE.test(next) ? mantineStylesheetsOf(next) : []),
          ],
          (next) => next !== id && (withShell.has(next) || elsewhere(next)),
        );
      const sizeOf = (id: string) =>
        isStylesheet(id) ? sourceSize(id) : (this.getModuleInfo(id)?.code?.length ?? Infinity);
      const isTiny = (id: string) =>
        !usedSignedOut.has(id) &&
        (isStylesheet(id)
          ? OUR_OWN.test(id) && sourceSize(id) <= TINY_STYLESHEET_BYTES
          : [...alongWith(id)].reduce((weight, next) => weight + sizeOf(next), 0) <=
            TINY_MODULE_CHARS);
      for (const [id, pages] of usedBy) {
        const sharedEnough =
          pages >= 2 || isStylesheet(id) || (ICON.test(id) && (partsUsing.get(id) ?? 0) >= 2);
        if (sharedEnough && !placed.has(id) && !shell.has(id) && mayJoinShell(id) && isTiny(id)) {
          for (const next of alongWith(id)) shell.add(next);
        }
      }
      // The stylesheets of what the layout preloads once the page has painted come with the
      // shell's: a sheet inserted later re-styles and lays out the whole page (Mantine's sheets
      // are cascade layers), a 25-45 ms task on the users list at full speed, four times that on
      // Lighthouse's phone, for about 1.5 KB more CSS on every signed-in page.
      for (const id of appModulesFrom(
        LAYOUT_IDLE_PRELOADS,
        new Set([...boot, ...signIn, ...shell]),
      )) {
        if (isStylesheet(id)) shell.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
          if (isStylesheet(imported)) shell.add(imported);
        }
      }
    },
  };

  return {
    plugin,
    groups: [
      // What the sign-in pages share with the signed-in app (`common`) goes with the entry: every
      // page loads it at once, and as a file of its own it cost each a round trip.
      {
        name: BOOT_CHUNK,
        test: (id: string) =>
          boot.has(id) || signInLibraries.has(id) || (common.has(id) && !FORM_LAYER.test(id)),
      },
      { name: 'forms', test: FORM_LAYER },
      { name: 'sign-in', test: (id: string) => signInPage.has(id) },
      { name: 'shell', test: (id: string) => shell.has(id) || SIGNED_IN_LIBRARIES.test(id) },
    ],
  };
}

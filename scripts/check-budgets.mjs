// Bundle budgets.
//
// 1. What a browser loads: each budgeted route is opened in headless Chromium on the production
//    build (signed in where it needs it) and every JavaScript and CSS file it fetches until the
//    network is quiet is counted, gzipped at level 9. A part meant to load later that in fact
//    loads at start counts.
// 2. Each app's own JavaScript, from the Vite manifest (what its routes add on top of the entry
//    and the signed-in layout): a fast diagnostic that an app stays small.
//
//   node scripts/check-budgets.mjs [--dist DIR] [--port N] [--json FILE]
//
// Exit code 1 when a budget fails (or cannot be measured).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchBrowser, startPreview } from './lib/browser.mjs';
import { measurePageLoads } from './lib/page-loads.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;

/** The chunk holding the signed-in layout and what every signed-in page shares (build/route-chunks.ts). */
const SHELL = 'shell';

/**
 * Routes as a browser opens them: `path`, the account it signs in with (`role`, none for the
 * sign-in page), the element that shows the page is there (`ready`), and the JS and CSS limits in
 * KB (gzip -9, every file the route loads until the network is quiet). A limit is today's
 * figure plus 1-3 KB, never above the speed issue's target (`targetKb`) once that is met; where
 * it is not yet (sign-in), docs/performance.md says what stands between the two.
 */
// Session 59's merges (issues 51 and 52) raised twelve page limits by 0.1–0.8 KB, each marked:
// three back-office routes in the route tree every page loads (discount codes, the buyer's and the
// manager's receipt), the early script's adoption of its answers, and the folded filters' count
// in the shell. The next change to shared code should look for these bytes first.
export const ROUTE_BUDGETS = [
  {
    name: 'sign-in',
    path: '/login',
    ready: 'form',
    // 160 is this page's own target, not met yet: the limit is today's figure plus 1 KB (180.0 with
    // the API's field errors worded with their values, and the dark skin's links readable; 181.1
    // with issue 50's versions: every write can name one, every error message a person).
    jsKb: 182,
    cssKb: 20,
    targetKb: { js: 160, css: 20 },
  },
  {
    name: 'dashboard',
    path: '/dashboards/analytics',
    role: 'admin',
    // The invoices' chart (a lazy part of the page), by its section's name.
    ready: 'role=region[name="Invoiced amount by status"]',
    // +2 KB with issue 50's versions (the writes' If-Match, the forms' conflicts): 226.2 KB.
    // +1 KB with issue 52's early requests (index.html's early script, 1.0 KB with its guard
    // checks, loaded beside config.json; the shell's adoption of its answers, 0.15 KB): 228.8 KB.
    // Raised with session 59's merges (the note above ROUTE_BUDGETS): 229.33 KB measured.
    // +0.16 KB with issue 52's page frame (i18next takes the language files index.html fetched,
    // src/lib/i18n/boot-translations.ts; the layout holds the page's header in place,
    // FirstPageHeader): 229.60 KB.
    jsKb: 230,
    cssKb: 25,
  },
  {
    name: 'users',
    path: '/apps/users',
    role: 'admin',
    ready: 'main tbody tr',
    // +1 KB with issue 50's live forms: every versioned write notes the version it made, so an
    // open form takes its own tab's change silently (src/lib/versions/own-versions.ts): 250.0.
    // +0.5 KB with issue 51 (items 14 and 17: the shell's breadcrumbs for pages outside the menu,
    // the shared list's filter fold on a phone, the Import and Edit selected buttons; their dialogs
    // load on idle): 251.3 KB.
    // +1.5 KB with issue 52's early requests (index.html's early script, 1.0 KB with its guard
    // checks, loaded beside config.json; the shell's adoption of its answers, 0.15 KB): 252.5 KB.
    // +0.18 KB with issue 51 item 16's Discount codes page (its route, search schema and menu
    // entry are in the boot chunk every page loads).
    // Raised with session 59's merges (the note above ROUTE_BUDGETS): 253.11 KB measured.
    jsKb: 253.5,
    cssKb: 25,
  },
  {
    name: 'todo',
    path: '/apps/todo',
    role: 'admin',
    ready: 'main h1',
    // +1 KB with issue 50's live forms (own-versions.ts, as users above): 229.9.
    // +1 KB with issue 52's early requests (index.html's early script, 1.0 KB with its guard
    // checks, loaded beside config.json; the shell's adoption of its answers, 0.15 KB): 231.9 KB.
    // Raised with session 59's merges (the note above ROUTE_BUDGETS): 232.34 KB measured.
    // +0.16 KB with issue 52's page frame (i18next takes the language files index.html fetched,
    // src/lib/i18n/boot-translations.ts; the layout holds the page's header in place,
    // FirstPageHeader): 232.58 KB.
    jsKb: 233,
    cssKb: 25,
  },
  {
    name: 'permissions',
    path: '/apps/permissions',
    role: 'admin',
    ready: 'main tbody tr',
    // +1 KB with issue 49's security work (a user's HTML loses its on… attributes before it is
    // parsed; one password policy for every form): 0.1–0.5 KB over the figure before it. 247.4
    // with issue 50's versions.
    // +0.5 KB with issue 52's early requests (index.html's early script, 1.0 KB with its guard
    // checks, loaded beside config.json; the shell's adoption of its answers, 0.15 KB): 249.3 KB.
    // Raised with session 59's merges (the note above ROUTE_BUDGETS): 249.92 KB measured.
    jsKb: 250,
    cssKb: 25,
  },
  // 238.3 with issue 50's versions (the role dialog loads with the page: its conflict notice).
  // Raised with session 59's merges (the note above ROUTE_BUDGETS): 240.30 KB measured.
  {
    name: 'roles',
    path: '/apps/roles',
    role: 'admin',
    ready: 'main h1',
    // +0.16 KB with issue 52's page frame (i18next takes the language files index.html fetched,
    // src/lib/i18n/boot-translations.ts; the layout holds the page's header in place,
    // FirstPageHeader): 240.52 KB.
    jsKb: 241,
    cssKb: 25,
  },
  // FullCalendar (78 KB) loads with the calendar page and only there: its target counts it apart.
  // Its CSS target went 25 → 28 KB when the overlays' stylesheets (1.6 KB, loaded on idle by every
  // signed-in page) moved into the shell's (build/route-chunks.ts), the calendar being at 24.9 KB,
  // and the list view became the app's own (0.6 KB; FullCalendar's list styles were in its JS).
  {
    name: 'calendar',
    path: '/apps/calendar',
    role: 'admin',
    ready: '.fc',
    // +1 KB with issue 49's throttling (a 429's wait worded in the reader's language, in the
    // error messages every page shares): a few hundredths of a KB over the figure before it.
    // 325.1 with issue 50's versions.
    // +0.5 KB with issue 52's early requests (index.html's early script, 1.0 KB with its guard
    // checks, loaded beside config.json; the shell's adoption of its answers, 0.15 KB): 327.2 KB.
    // Raised with session 59's merges (the note above ROUTE_BUDGETS): 327.74 KB measured.
    jsKb: 328,
    cssKb: 28,
    targetKb: { js: 330, css: 28 },
  },
  { name: 'chat', path: '/apps/chat', role: 'admin', ready: 'main h1', jsKb: 235, cssKb: 25 },
  // Kanban 230.2, email 235.3 KB with issue 50's versions. Kanban +1 KB, email +0.5 KB with
  // issue 52's early requests (index.html's early script, 1.0 KB with its guard checks, loaded
  // beside config.json; the shell's adoption of its answers, 0.15 KB): 232.6 and 237.2 KB.
  // Raised with session 59's merges (the note above ROUTE_BUDGETS): 233.09 KB measured.
  { name: 'kanban', path: '/apps/kanban', role: 'admin', ready: 'main h1', jsKb: 233.5, cssKb: 25 },
  // Raised with session 59's merges (the note above ROUTE_BUDGETS): 237.65 KB measured.
  { name: 'email', path: '/apps/email', role: 'admin', ready: 'main h1', jsKb: 238, cssKb: 24 },
  {
    name: 'ecommerce',
    path: '/apps/ecommerce/shop',
    role: 'admin',
    ready: 'main article',
    jsKb: 250,
    // Raised with session 59's merges: the shell's breadcrumbs rules below xl (+0.07 KB on every
    // page) took the shop, at 24.95 KB, past 25: 25.01 KB measured.
    cssKb: 25.5,
  },
  // The catalogue's list (the shared data table); its form loads with the drawer.
  {
    name: 'ecommerce products',
    path: '/apps/ecommerce/products',
    role: 'admin',
    ready: 'main tbody tr',
    // +1 KB with issue 49's security work (a user's HTML loses its on… attributes before it is
    // parsed; one password policy for every form): 0.1–0.5 KB over the figure before it. +1 KB
    // with its admin security and invitations: the users app's manifest, in the shell, names the
    // eight operations a backend must serve for them (251.1 KB measured). +1 KB with issue 50's
    // presence and versions of orders and boards: the shell names the live stream's chunk, now
    // apart from the connection's since the presence parts read the stream's name (the presence
    // wrapper itself stays out of the shell, build/route-chunks.ts); 252.0 KB measured with each.
    // The products page takes 2 bytes more with issue 51: the managers' order route's own
    // not-found page (inside the layout) is one more lazy reference in the route tree.
    // Raised with session 59's merges (the note above ROUTE_BUDGETS): 253.25 KB measured.
    jsKb: 253.5,
    cssKb: 25,
  },
  // The categories: @hello-pangea/dnd (with redux, ~28 KB) loads with the page's list and only
  // there, since the list is what the page is for: its target counts it apart, as the calendar's.
  {
    name: 'ecommerce categories',
    path: '/apps/ecommerce/categories',
    role: 'admin',
    ready: 'main ol li',
    jsKb: 275,
    cssKb: 25,
    targetKb: { js: 280, css: 25 },
  },
  // The managers' orders (the shared data table). +1 KB with issue 51's date pickers: the
  // date-range filter is a file of its own that the four lists with dates load (250.0 KB
  // measured); the pickers themselves load after the list (build/route-chunks.ts).
  {
    name: 'ecommerce orders admin',
    path: '/apps/ecommerce/orders-admin',
    role: 'admin',
    ready: 'main tbody tr',
    // Raised with session 59's merges (the note above ROUTE_BUDGETS): 251.54 KB measured.
    jsKb: 252,
    cssKb: 25,
  },
  // The customers' list (the shared data table).
  {
    name: 'ecommerce customers',
    path: '/apps/ecommerce/customers',
    role: 'admin',
    ready: 'main tbody tr',
    // +1 KB with issue 50's versions, as users below: the writes note the versions they make
    // (own-versions.ts) and a bulk write's stale records are read: 250.1.
    // Raised with session 59's merges (the note above ROUTE_BUDGETS): 251.77 KB measured.
    jsKb: 252,
    cssKb: 25,
  },
  {
    name: 'invoices',
    path: '/apps/invoices',
    role: 'admin',
    ready: 'main tbody tr',
    // +1 KB with issue 50's versions (as customers above): 250.0.
    // +0.5 KB with issue 51 item 14 (the shell's breadcrumbs for pages outside the menu, the
    // shared list's filter fold on a phone): 251.2; the icon of the fold was dropped first.
    // +1.5 KB with issue 52's early requests (index.html's early script, 1.0 KB with its guard
    // checks, loaded beside config.json; the shell's adoption of its answers, 0.15 KB): 252.4 KB.
    // +0.5 KB with session 63's strict search (the router drops a search parameter no route
    // reads, so a list never sends `?lng=` to the API): 6–11 bytes on every page, 4 over here
    // (253.004 KB measured).
    jsKb: 253.5,
    cssKb: 25,
  },
  {
    name: 'data tables',
    path: '/tables/data-table',
    role: 'admin',
    ready: 'main tbody tr th',
    // +1 KB with issue 49's security work (a user's HTML loses its on… attributes before it is
    // parsed; one password policy for every form): 0.1–0.5 KB over the figure before it. +1 KB
    // with its admin security and invitations: the users app's manifest, in the shell, names the
    // eight operations a backend must serve for them (251.1 KB measured). +1 KB with issue 50's
    // versions of orders and boards (252.0 KB measured, a few dozen bytes over, in the shell):
    // not won back yet; the next change to shared code should look for them first. 2 bytes more
    // with issue 51: the managers' order route's own not-found page (inside the layout) is one
    // more lazy reference in the route tree.
    // +1.5 KB with issue 52's early requests (index.html's early script, 1.0 KB with its guard
    // checks, loaded beside config.json; the shell's adoption of its answers, 0.15 KB): 254.0 KB.
    // +0.18 KB with issue 51 item 16's Discount codes page (its route, search schema and menu
    // entry are in the boot chunk every page loads).
    // Raised with session 59's merges (the note above ROUTE_BUDGETS): 254.64 KB measured.
    jsKb: 255,
    cssKb: 25,
  },
  // +1 KB with issue 49's security work (the email change asks for the password, with the one
  // password policy): 0.1 KB over the figure before it.
  // 233.7 with issue 50's versions.
  // +0.5 KB with session 64's two phone fixes in the shell (a table's scroll box holds what the
  // table positions; `formatMoney`'s short form for chart axes): 31 bytes on every page, 26 over
  // here (235.026 KB measured).
  {
    name: 'my account',
    path: '/account',
    role: 'admin',
    ready: 'main form',
    jsKb: 235.5,
    cssKb: 25,
  },
].map((route) => ({ targetKb: { js: 250, css: 25 }, ...route }));

/**
 * Each app's own JavaScript, from the manifest.
 * - routeFiles: route source files; their TanStack Router split chunks (`<file>?tsr-split=…`)
 *   and everything those import statically are measured.
 * - loadedWith: chunks (by name) already loaded when the route opens (the signed-in shell); what
 *   they, or the entry, import is not billed to the app.
 */
export const APP_BUDGETS = [
  {
    name: 'todo app JS',
    routeFiles: ['src/routes/_authenticated/apps/todo/index.tsx'],
    limitKb: 60,
    loadedWith: [SHELL],
  },
  {
    name: 'users app JS',
    routeFiles: [
      'src/routes/_authenticated/apps/users/index.tsx',
      'src/routes/_authenticated/apps/users/$userId.tsx',
    ],
    limitKb: 60,
    loadedWith: [SHELL],
  },
  {
    name: 'roles app JS',
    routeFiles: ['src/routes/_authenticated/apps/roles/index.tsx'],
    limitKb: 60,
    loadedWith: [SHELL],
  },
  // FullCalendar (with Preact) is a lazy chunk of its own that only this route loads: counted
  // apart (docs/performance.md).
  {
    name: 'calendar app JS',
    routeFiles: ['src/routes/_authenticated/apps/calendar/index.tsx'],
    limitKb: 60,
    loadedWith: [SHELL],
  },
  // The messenger with @tanstack/react-virtual (its history), counted in: it loads on this route only.
  {
    name: 'chat app JS',
    routeFiles: ['src/routes/_authenticated/apps/chat/index.tsx'],
    limitKb: 60,
    loadedWith: [SHELL],
  },
  // The mail client and its open mail (a lazy chunk with DOMPurify), counted together. The
  // composer (tiptap) loads when it opens and is not counted.
  {
    name: 'email app JS',
    routeFiles: [
      'src/routes/_authenticated/apps/email/index.tsx',
      'src/apps/email/components/mail-view.tsx',
    ],
    limitKb: 60,
    loadedWith: [SHELL],
  },
  // The board with @hello-pangea/dnd; the task drawer (with @mantine/dates) loads on first open
  // and is not counted.
  {
    name: 'kanban app JS',
    routeFiles: ['src/routes/_authenticated/apps/kanban/index.tsx'],
    limitKb: 60,
    loadedWith: [SHELL],
  },
  // The shop, the product page, the cart and the wishlist; the navbar cart is its own chunk.
  {
    name: 'ecommerce app JS',
    routeFiles: [
      'src/routes/_authenticated/apps/ecommerce/shop.tsx',
      'src/routes/_authenticated/apps/ecommerce/products.$productId.tsx',
      'src/routes/_authenticated/apps/ecommerce/cart.tsx',
      'src/routes/_authenticated/apps/ecommerce/wishlist.tsx',
    ],
    limitKb: 60,
    loadedWith: [SHELL],
  },
  // The list, the preview (its send and payment forms load on first open and are not counted)
  // and the add and edit form.
  {
    name: 'invoices app JS',
    routeFiles: [
      'src/routes/_authenticated/apps/invoices/index.tsx',
      'src/routes/_authenticated/apps/invoices/preview.$invoiceId.tsx',
      'src/routes/_authenticated/apps/invoices/edit.$invoiceId.tsx',
      'src/routes/_authenticated/apps/invoices/add.tsx',
    ],
    limitKb: 60,
    loadedWith: [SHELL],
  },
  // The checkout and the orders (with @mantine/form, Stepper, Table). Measured apart for now:
  // with the shop's routes the app's union is 69.3 KB (issue 18 asks 60 for the whole app).
  {
    name: 'ecommerce checkout and orders JS',
    routeFiles: [
      'src/routes/_authenticated/apps/ecommerce/checkout.tsx',
      'src/routes/_authenticated/apps/ecommerce/orders.index.tsx',
      'src/routes/_authenticated/apps/ecommerce/orders.$orderId.tsx',
    ],
    limitKb: 60,
    loadedWith: [SHELL],
  },
  // The Products list (the catalogue, for its managers); the add and edit form is not counted:
  // it loads with its drawer.
  {
    name: 'ecommerce products JS',
    routeFiles: ['src/routes/_authenticated/apps/ecommerce/products.index.tsx'],
    limitKb: 60,
    loadedWith: [SHELL],
  },
  // The Categories page; its list (with @hello-pangea/dnd and the inline forms) is a lazy part
  // loaded with the page, not counted here.
  {
    name: 'ecommerce categories JS',
    routeFiles: ['src/routes/_authenticated/apps/ecommerce/categories.tsx'],
    limitKb: 60,
    loadedWith: [SHELL],
  },
  // The Customers list (the shared data table) and a customer's page.
  {
    name: 'ecommerce customers JS',
    routeFiles: [
      'src/routes/_authenticated/apps/ecommerce/customers.index.tsx',
      'src/routes/_authenticated/apps/ecommerce/customers.$customerId.tsx',
    ],
    limitKb: 60,
    loadedWith: [SHELL],
  },
  // The e-commerce dashboard (Dashboards menu), with its lazy charts.
  {
    name: 'ecommerce dashboard JS',
    routeFiles: ['src/routes/_authenticated/dashboards/ecommerce.tsx'],
    limitKb: 60,
    loadedWith: [SHELL],
  },
  // The list with the shared data table and @tanstack/react-table.
  {
    name: 'permissions app JS',
    routeFiles: ['src/routes/_authenticated/apps/permissions/index.tsx'],
    limitKb: 60,
    loadedWith: [SHELL],
  },
  // The data-tables page; the virtualized body (a shared chunk with @tanstack/react-virtual)
  // loads when the view is switched on, counted in.
  {
    name: 'data tables app JS',
    routeFiles: [
      'src/routes/_authenticated/tables/data-table/index.tsx',
      'src/components/data-table/data-table-virtual-body.tsx',
    ],
    limitKb: 60,
    loadedWith: [SHELL],
  },
  // My account: the profile on the route, the Security tab (password form, sessions) on opening it.
  {
    name: 'account app JS',
    routeFiles: [
      'src/routes/_authenticated/account.tsx',
      'src/apps/account/components/security-tab.tsx',
    ],
    limitKb: 60,
    loadedWith: [SHELL],
  },
];

const isJs = (file) => /\.m?js$/.test(file);
const isCss = (file) => file.endsWith('.css');

/** The manifest key of the HTML entry (`index.html`), or null. */
export function findEntryKey(manifest) {
  if (manifest['index.html']) return 'index.html';
  return (
    Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('.html')) ?? null
  );
}

/** Manifest keys produced by a route file: the file itself and its `?tsr-split=` chunks. */
export function routeKeys(manifest, routeFile) {
  const file = routeFile.replace(/\\/g, '/').replace(/^\.\//, '');
  return Object.keys(manifest).filter(
    (key) => key === file || key.startsWith(`${file}?tsr-split=`),
  );
}

/** `keys` plus everything they import statically, recursively (deduplicated). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** Output files of `kind` ('js' | 'css') referenced by the given manifest keys. */
export function filesOf(manifest, keys, kind) {
  const files = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (kind === 'js') {
      if (chunk.file && isJs(chunk.file)) files.add(chunk.file);
    } else {
      if (chunk.file && isCss(chunk.file)) files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
    }
  }
  return [...files];
}

/** Measure one app budget. Returns { name, bytes, limit, passed, files, error? }. */
export function measureAppBudget(manifest, budget, sizeOf) {
  const limit = Math.round(budget.limitKb * KB);
  const failed = (error) => ({
    name: budget.name,
    bytes: null,
    limit,
    passed: false,
    files: [],
    error,
  });

  const entryKey = findEntryKey(manifest);
  if (!entryKey) return failed('no `index.html` entry in the Vite manifest');

  const seeds = [];
  for (const routeFile of budget.routeFiles) {
    const keys = routeKeys(manifest, routeFile);
    if (keys.length === 0) {
      return failed(
        `no "${routeFile}?tsr-split=…" entries in the Vite manifest ` +
          '(was the route moved/renamed, or autoCodeSplitting turned off?)',
      );
    }
    seeds.push(...keys);
  }

  const loadedWith = new Set(budget.loadedWith ?? []);
  const loadedKeys = Object.keys(manifest).filter((key) => loadedWith.has(manifest[key].name));
  const entryClosure = staticClosure(manifest, [entryKey, ...loadedKeys]);
  const routeClosure = staticClosure(manifest, seeds);
  const keys = new Set([...routeClosure].filter((key) => !entryClosure.has(key)));
  const files = filesOf(manifest, keys, 'js');

  let bytes = 0;
  const measured = [];
  for (const file of files) {
    const size = sizeOf(file);
    if (size === null) return failed(`${file} is listed in the manifest but missing on disk`);
    bytes += size.gzip;
    measured.push({ file, gzip: size.gzip });
  }
  measured.sort((a, b) => b.gzip - a.gzip);
  return { name: budget.name, bytes, limit, passed: bytes <= limit, files: measured };
}

/** Cached { raw, gzip } sizes of files under `dist`; null when a file is missing. */
export function sizeReader(dist) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      const full = path.join(dist, file);
      if (!existsSync(full)) {
        cache.set(file, null);
      } else {
        const content = readFileSync(full);
        cache.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
      }
    }
    return cache.get(file);
  };
}

const kb = (bytes) => (bytes / KB).toFixed(1);

function table(headers, rows) {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => String(row[i]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, i) => String(cell).padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function parseArgs(argv) {
  const options = { dist: path.join(ROOT, 'dist'), json: null, port: 4175 };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => inline ?? argv[++i];
    if (flag === '--dist') options.dist = path.resolve(value());
    else if (flag === '--json') options.json = path.resolve(value());
    else if (flag === '--port') options.port = Number(value());
    else if (flag === '--help' || flag === '-h') options.help = true;
    else throw new Error(`unknown argument: ${argv[i]}`);
  }
  return options;
}

function writeJson(file, results) {
  if (!file) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const data = results.map(({ name, bytes, limit, passed, error }) =>
    error ? { name, bytes, limit, passed, error } : { name, bytes, limit, passed },
  );
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** Two results per route (JS and CSS), with the files that weigh most. */
function routeResults(route, loads) {
  return ['js', 'css'].map((kind) => {
    const limit = Math.round(route[`${kind}Kb`] * KB);
    if (loads.error) {
      return {
        name: `${route.name} ${kind.toUpperCase()}`,
        bytes: null,
        limit,
        passed: false,
        files: [],
        error: loads.error,
      };
    }
    const bytes = loads[kind];
    const files = loads.files.filter((file) => file.kind === kind);
    return {
      name: `${route.name} ${kind.toUpperCase()}`,
      bytes,
      limit,
      passed: bytes <= limit,
      files,
    };
  });
}

/** Opens every budgeted route in a browser: `{ route, loads }` per route (loads.error on failure). */
export async function measureRoutes({ dist, port }, routes = ROUTE_BUDGETS) {
  const server = await startPreview({ dist: path.relative(ROOT, dist), port });
  const browser = await launchBrowser();
  try {
    const measured = [];
    for (const route of routes) {
      try {
        measured.push({ route, loads: await measurePageLoads(browser, server.url, route) });
      } catch (error) {
        measured.push({
          route,
          loads: { error: `${route.path}: ${error.message.split('\n')[0]}` },
        });
      }
    }
    return measured;
  } finally {
    await browser.close();
    server.stop();
  }
}

/** The manifest budgets: each app's own JavaScript. */
export function measureApps(dist) {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (error) {
    const reason =
      error.code === 'ENOENT'
        ? `${path.relative(process.cwd(), manifestPath)} not found (run \`npm run build\` first)`
        : `cannot read ${manifestPath}: ${error.message}`;
    return APP_BUDGETS.map((budget) => ({
      name: budget.name,
      bytes: null,
      limit: Math.round(budget.limitKb * KB),
      passed: false,
      files: [],
      error: reason,
    }));
  }
  const sizeOf = sizeReader(dist);
  return APP_BUDGETS.map((budget) => measureAppBudget(manifest, budget, sizeOf));
}

function report(title, results) {
  console.log(`${title}\n`);
  console.log(
    table(
      ['budget', 'size', 'limit', 'result'],
      results.map((r) => [
        r.name,
        r.bytes === null ? '—' : `${kb(r.bytes)} KB`,
        `${kb(r.limit)} KB`,
        r.passed ? 'pass' : 'FAIL',
      ]),
    ),
  );
  for (const r of results.filter((result) => !result.passed)) {
    console.log(`\n✖ ${r.name}: ${r.error ?? `${kb(r.bytes)} KB > ${kb(r.limit)} KB`}`);
    for (const { file, gzip } of r.files.slice(0, 10)) console.log(`    ${kb(gzip)} KB  ${file}`);
  }
  console.log('');
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`check-budgets: ${error.message}`);
    process.exit(2);
  }
  if (options.help) {
    console.log('usage: node scripts/check-budgets.mjs [--dist DIR] [--port N] [--json FILE]');
    return;
  }

  const routes = (await measureRoutes(options)).flatMap(({ route, loads }) =>
    routeResults(route, loads),
  );
  report(
    'What the browser loads per route (JS and CSS until the network is quiet, gzip -9)',
    routes,
  );
  const apps = measureApps(options.dist);
  report(
    "Each app's own JavaScript (Vite manifest, beyond the entry and the layout, gzip -9)",
    apps,
  );

  const results = [...routes, ...apps];
  writeJson(options.json, results);
  const failed = results.filter((r) => !r.passed).length;
  console.log(
    `${results.length - failed} budget(s) passed, ${failed} failed${options.json ? ` → ${path.relative(process.cwd(), options.json)}` : ''}`,
  );
  if (failed > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main();
}

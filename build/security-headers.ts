import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';

/**
 * The security headers of the dashboard's pages, in one place: the dev server (`npm run dev`),
 * the preview server (`npm start`, the end-to-end suite) and the `_headers` file the build writes
 * for a production host (docs/running.md, "Security headers") all send this set.
 */

/** What the policy allows beyond the page's own origin. */
export interface PolicySources {
  /** `sha256-…` of each inline script the pages run (`inlineScriptHashes`). */
  scriptHashes: readonly string[];
  /** Other origins the app calls: the API and auth hosts of config.json, the dev server's websocket. */
  connect?: readonly string[];
}

/**
 * The Content-Security-Policy the app lives within. Scripts: the app's own files and its inline
 * boot scripts by hash, nothing inline else, no `eval`. Styles may be inline: Mantine writes its
 * theme's variables in `<style>` elements and Vite's dev server injects each module's CSS as one,
 * and a static host has no per-response nonce to give them. Images: the app's, the pictures it
 * makes (`data:` avatars and product pictures, `blob:`), and `https:` for a mail's remote images,
 * which the reader shows only once the user asks. Nothing may frame the app.
 */
export function contentSecurityPolicy({ scriptHashes, connect = [] }: PolicySources): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...connect]],
    // The static build's mock API runs in a service worker of the page's origin.
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Every header of the set, for `sources`. */
export function securityHeaders(sources: PolicySources): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources),
    // A file is what its Content-Type says: an uploaded text is never run as a script.
    'X-Content-Type-Options': 'nosniff',
    // `frame-ancestors 'none'`, for browsers that predate it.
    'X-Frame-Options': 'DENY',
    // A reset link's token stays on the page: other origins get the origin at most.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Script types a browser runs; a `type="application/json"` block is data, which CSP ignores. */
const RUN_TYPES = new Set(['', 'text/javascript', 'module', 'application/javascript']);

/** `sha256-…` of each inline script of `html` that a browser would run, in order, once each. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!RUN_TYPES.has(type)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/**
 * The origins config.json points the app at (`apiUrl`, `auth.host`): the app calls them, so the
 * policy must let it. A file that cannot be read names none (the app then keeps its defaults).
 */
export function configuredOrigins(configJson: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(configJson);
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null) return [];
  const { apiUrl, auth } = parsed as { apiUrl?: unknown; auth?: { host?: unknown } };
  const origins = new Set<string>();
  for (const url of [apiUrl, auth?.host]) {
    if (typeof url !== 'string' || url === '') continue;
    try {
      const { origin, protocol } = new URL(url);
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
    } catch {
      // Not a URL: the app refuses the field too, and keeps its default.
    }
  }
  return [...origins];
}

async function readOrEmpty(file: string): Promise<string> {
  return fs.readFile(file, 'utf8').catch(() => '');
}

/** The sources of a folder of built pages: the hashes of every `*.html`, config.json's origins. */
export async function builtPageSources(dir: string): Promise<PolicySources> {
  // By name: the same build gives the same header, whatever order the disk lists its files in.
  const names = (await fs.readdir(dir).catch(() => [] as string[])).toSorted();
  const pages = await Promise.all(
    names.filter((name) => name.endsWith('.html')).map((name) => readOrEmpty(path.join(dir, name))),
  );
  return {
    scriptHashes: [...new Set(pages.flatMap(inlineScriptHashes))],
    connect: configuredOrigins(await readOrEmpty(path.join(dir, 'config.json'))),
  };
}

/** The `_headers` file of Netlify and Cloudflare Pages (other hosts copy its lines): every path. */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...lines, ''].join('\n');
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** Sets `headers(request)` on every answer, then passes the request on. */
export function sendHeaders(
  headers: (request: IncomingMessage) => Record<string, string>,
): Middleware {
  return (request, response, next) => {
    for (const [name, value] of Object.entries(headers(request))) response.setHeader(name, value);
    next();
  };
}

/**
 * The dev server's pages, as it serves them: its HTML transform adds an inline script of its own
 * (React Refresh's preamble), so the hashes are of the transformed pages, worked out again when
 * a page's file changes. Its HMR client calls back on a websocket of the page's host.
 */
function devSources(server: ViteDevServer, pages: readonly string[]) {
  const { root, publicDir } = server.config;
  let hashes: Promise<string[]> | undefined;
  const files = pages.map((page) => path.resolve(root, page));
  server.watcher.on('change', (file) => {
    if (files.includes(file)) hashes = undefined;
  });
  const transformed = async () => {
    const html = await Promise.all(
      pages.map(async (page) =>
        server.transformIndexHtml(`/${page}`, await readOrEmpty(path.resolve(root, page))),
      ),
    );
    return [...new Set(html.flatMap(inlineScriptHashes))];
  };
  return async (request: IncomingMessage): Promise<PolicySources> => {
    hashes ??= transformed();
    const config = publicDir ? await readOrEmpty(path.join(publicDir, 'config.json')) : '';
    const host = request.headers.host;
    const encrypted = 'encrypted' in request.socket && request.socket.encrypted === true;
    return {
      scriptHashes: await hashes,
      connect: [
        ...configuredOrigins(config),
        ...(host ? [`${encrypted ? 'wss' : 'ws'}://${host}`] : []),
      ],
    };
  };
}

/**
 * Sends the set from `vite` and `vite preview`, and writes it to `_headers` beside a build.
 * `pages` are the HTML entries (index.html, api-reference.html), whose inline scripts the dev
 * server's policy lets run; a built folder's policy hashes the pages it holds.
 */
export function securityHeadersPlugin(pages: readonly string[]): Plugin {
  let outDir = 'dist';
  let building = false;
  return {
    name: 'admin-dashboard:security-headers',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      building = config.command === 'build' && !config.build.watch;
    },
    async closeBundle() {
      if (!building) return;
      const headers = securityHeaders(await builtPageSources(outDir));
      await fs.writeFile(path.join(outDir, '_headers'), headersFile(headers));
    },
    // Added directly, not in a returned hook: the headers go on every answer, the API's included.
    configureServer(server) {
      const sources = devSources(server, pages);
      const middleware: Connect.NextHandleFunction = (request, response, next) => {
        sources(request)
          .then((found) => sendHeaders(() => securityHeaders(found))(request, response, next))
          .catch(next);
      };
      server.middlewares.use(middleware);
    },
    async configurePreviewServer(server) {
      // Read once: a new build needs a new server, as for every other file it serves.
      const headers = securityHeaders(await builtPageSources(outDir));
      server.middlewares.use(sendHeaders(() => headers));
    },
  };
}

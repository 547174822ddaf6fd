import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Connect, Plugin } from 'vite';

/**
 * The build served as a production host serves it (docs/running.md, "Caching and compression"):
 * hashed assets cached for a year, and text files sent brotli-compressed when the browser takes
 * it, from `.br` files written once at build time at brotli's best quality (13-15 % smaller than
 * the gzip a server makes on the fly: 17 KB less of the framework chunk alone). What has no `.br`
 * file (the HTML of an app path, the API) is left to Vite's preview server, which gzips it.
 */

/** What a hashed file (`/assets/name-hash.js`) may be cached as: its name changes with its bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The text files worth compressing, and their types. */
const TEXT_TYPES = new Map([
  ['.js', 'text/javascript'],
  ['.css', 'text/css'],
  ['.html', 'text/html'],
  ['.json', 'application/json'],
  ['.svg', 'image/svg+xml'],
  ['.txt', 'text/plain'],
]);
/** Below this a file is sent as it is: compression would save less than a packet. */
const MIN_BYTES = 1024;

const compress = promisify(brotliCompress);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `name.br` beside every text file of `dir` of at least 1 KB, at brotli's best quality.
 * Returns the files written. The zlib work runs on libuv's thread pool, all files at once.
 */
export async function writeBrotliFiles(dir: string): Promise<string[]> {
  const texts = [];
  for (const file of await filesUnder(dir)) {
    if (!TEXT_TYPES.has(path.extname(file))) continue;
    const body = await fs.readFile(file);
    if (body.length >= MIN_BYTES) texts.push({ file, body });
  }
  await Promise.all(
    texts.map(async ({ file, body }) => {
      const packed = await compress(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      await fs.writeFile(`${file}.br`, packed);
    }),
  );
  return texts.map(({ file }) => file);
}

/** Sets `Cache-Control` on the hashed assets; everything else keeps Vite's `no-cache` and ETag. */
export const cacheHashedAssets: Connect.NextHandleFunction = (request, response, next) => {
  const urlPath = (request.url ?? '').split('?')[0] ?? '';
  if (urlPath.startsWith('/assets/')) response.setHeader('Cache-Control', IMMUTABLE);
  next();
};

/**
 * Answers a GET or HEAD for a file that has a `.br` beside it with that file, when the request
 * accepts brotli: `Content-Encoding: br`, `Vary: Accept-Encoding`, and an ETag of the compressed
 * bytes (a matching `If-None-Match` gets 304). The files are read when the server starts (about
 * 1.7 MB), kept by URL path in a Map, so a request's path is never joined to the disk's and an
 * answer costs no disk read: a page asks for 20-30 files at once, and Lighthouse's simulation
 * charges every request the server's median time to first byte (18 ms read from disk per
 * request under that burst, 6-11 ms from memory). Anything else is passed on.
 */
export async function servePrecompressed(dir: string): Promise<Connect.NextHandleFunction> {
  const found = new Map<string, { body: Buffer; type: string; etag: string }>();
  for (const file of await filesUnder(dir)) {
    if (!file.endsWith('.br')) continue;
    const original = file.slice(0, -'.br'.length);
    const type = TEXT_TYPES.get(path.extname(original));
    if (!type) continue;
    const [body, { mtimeMs }] = await Promise.all([fs.readFile(file), fs.stat(file)]);
    const urlPath = `/${path.relative(dir, original).split(path.sep).join('/')}`;
    found.set(urlPath, { body, type, etag: `W/"br-${body.length}-${Math.round(mtimeMs)}"` });
  }
  return (request, response, next) => {
    const urlPath = (request.url ?? '').split('?')[0] ?? '';
    const entry = found.get(urlPath);
    const accepts = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (!entry || !accepts || (request.method !== 'GET' && request.method !== 'HEAD')) {
      next();
      return;
    }
    response.setHeader('Content-Type', entry.type);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('ETag', entry.etag);
    if (!response.hasHeader('Cache-Control')) response.setHeader('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === entry.etag) {
      response.statusCode = 304;
      response.end();
      return;
    }
    response.setHeader('Content-Encoding', 'br');
    response.setHeader('Content-Length', entry.body.length);
    response.end(request.method === 'HEAD' ? undefined : entry.body);
  };
}

/**
 * The build step and the preview server's side: `.br` files written once the build is out,
 * and `vite preview` (what `npm start` serves) answering as a production host should.
 */
const KEEP_ALIVE_MS = 120_000;

export function staticHost(): Plugin {
  let outDir = 'dist';
  let building = false;
  return {
    name: 'admin-dashboard:static-host',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      building = config.command === 'build' && !config.build.watch;
    },
    async closeBundle() {
      if (building) await writeBrotliFiles(outDir);
    },
    async configurePreviewServer(server) {
      // Node closes a connection idle for 5 s; a client that sends on it at that moment (a test's
      // request context between two steps) reads ECONNRESET. Hosts keep them longer; so does this.
      const http = server.httpServer;
      if (http && 'keepAliveTimeout' in http) {
        http.keepAliveTimeout = KEEP_ALIVE_MS;
        http.headersTimeout = KEEP_ALIVE_MS + 1000;
      }
      server.middlewares.use(cacheHashedAssets);
      server.middlewares.use(await servePrecompressed(outDir));
    },
  };
}

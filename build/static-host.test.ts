// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMMUTABLE, cacheHashedAssets, servePrecompressed, writeBrotliFiles } from './static-host';

/** The Cache-Control the middleware leaves for `url`, and whether it passed the request on. */
function cacheControlOf(url: string) {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
  } as unknown as ServerResponse;
  const next = vi.fn<() => void>();
  cacheHashedAssets({ url } as IncomingMessage, response, next);
  return { cacheControl: headers.get('cache-control'), passedOn: next.mock.calls.length === 1 };
}

describe('cache headers of the preview server', () => {
  it('marks hashed assets immutable for a year, whatever the query', () => {
    expect(cacheControlOf('/assets/index-B2x9.js')).toEqual({
      cacheControl: IMMUTABLE,
      passedOn: true,
    });
    expect(cacheControlOf('/assets/mantine-base-C1.css?v=1').cacheControl).toBe(IMMUTABLE);
  });

  it('leaves the HTML, translations, config and API to be revalidated', () => {
    for (const url of ['/', '/apps/email', '/locales/fr.json', '/config.json', '/api/users']) {
      expect(cacheControlOf(url)).toEqual({ cacheControl: undefined, passedOn: true });
    }
  });
});

describe('brotli files of the build', () => {
  let dir: string;
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, name: `row ${i}` })))};\n`;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'static-host-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'locales'));
    writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), script);
    writeFileSync(path.join(dir, 'assets', 'tiny-3c4d.css'), 'a{color:red}');
    writeFileSync(path.join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
    writeFileSync(
      path.join(dir, 'locales', 'fr.json'),
      JSON.stringify({ greeting: 'Bonjour '.repeat(400) }),
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a .br beside each text file of 1 KB or more, and nothing for the rest', async () => {
    const written = await writeBrotliFiles(dir);
    expect(written.map((file) => path.relative(dir, file)).toSorted()).toEqual([
      path.join('assets', 'app-1a2b.js'),
      path.join('locales', 'fr.json'),
    ]);
    const packed = readFileSync(path.join(dir, 'assets', 'app-1a2b.js.br'));
    expect(brotliDecompressSync(packed).toString()).toBe(script);
    expect(packed.length).toBeLessThan(script.length / 4);
    expect(existsSync(path.join(dir, 'assets', 'tiny-3c4d.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'logo.png.br'))).toBe(false);
  });

  describe('served by the preview server', () => {
    let server: http.Server;
    let port: number;
    beforeEach(async () => {
      await writeBrotliFiles(dir);
      const precompressed = await servePrecompressed(dir);
      server = http.createServer((request, response) => {
        cacheHashedAssets(request, response, () =>
          precompressed(request, response, () => {
            response.statusCode = 299;
            response.end('passed on');
          }),
        );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

    /** A raw answer: node's http client does not decompress. */
    function get(urlPath: string, headers: Record<string, string> = {}, method = 'GET') {
      return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
        (resolve, reject) => {
          // `msw/passthrough`: the tests' mock API (src/testing/setup.ts) lets it through untouched.
          const sent = { ...headers, accept: 'msw/passthrough' };
          const request = http.request({ port, path: urlPath, headers: sent, method }, (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('end', () =>
              resolve({
                status: answer.statusCode ?? 0,
                headers: answer.headers,
                body: Buffer.concat(chunks),
              }),
            );
          });
          request.on('error', reject);
          request.end();
        },
      );
    }

    it('sends the brotli file to a browser that takes brotli, cached as the file allows', async () => {
      const answer = await get('/assets/app-1a2b.js', {
        'accept-encoding': 'gzip, deflate, br, zstd',
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toBe('text/javascript');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(brotliDecompressSync(answer.body).toString()).toBe(script);

      const translations = await get('/locales/fr.json?v=2', { 'accept-encoding': 'br' });
      expect(translations.headers['content-type']).toBe('application/json');
      expect(translations.headers['cache-control']).toBe('no-cache');
      const again = await get('/locales/fr.json', {
        'accept-encoding': 'br',
        'if-none-match': String(translations.headers.etag),
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });

    it('passes on what it has no brotli file for, or a client without brotli', async () => {
      expect((await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip' })).status).toBe(299);
      expect((await get('/assets/app-1a2b.js')).status).toBe(299);
      expect((await get('/assets/tiny-3c4d.css', { 'accept-encoding': 'br' })).status).toBe(299);
      expect((await get('/apps/users', { 'accept-encoding': 'br' })).status).toBe(299);
      expect((await get('/assets/missing.js', { 'accept-encoding': 'br' })).status).toBe(299);
      const post = await get('/assets/app-1a2b.js', { 'accept-encoding': 'br' }, 'POST');
      expect(post.status).toBe(299);
    });
  });
});

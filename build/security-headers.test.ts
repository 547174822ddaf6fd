// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin, PreviewServer, ResolvedConfig } from 'vite';
import {
  builtPageSources,
  configuredOrigins,
  contentSecurityPolicy,
  inlineScriptHashes,
  securityHeaders,
  securityHeadersPlugin,
} from './security-headers';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** The directives of a policy, by name. */
const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('the security headers', () => {
  const headers = securityHeaders({
    scriptHashes: ['sha256-abc='],
    connect: ['https://api.example.com'],
  });
  const policy = directives(headers['Content-Security-Policy'] ?? '');

  it('forbid sniffing, framing and full referrers', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('run the app’s own scripts and the hashed inline ones, nothing inline else, no eval', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('let the app style inline, show its pictures and mails, and call its API', () => {
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
  });
});

describe('the inline scripts of a page', () => {
  it('are hashed as the browser hashes them: the text between the tags, data and files left out', () => {
    const boot =
      "\n      try { document.documentElement.dataset.skin = 'dark'; } catch (e) {}\n    ";
    const module = 'import { a } from "/a.js";\na();';
    const html = [
      `<script>${boot}</script>`,
      `<script type="module">${module}</script>`,
      '<script type="module" src="/src/main.tsx"></script>',
      '<script type="application/json" id="route-table">{"files":[]}</script>',
      `<SCRIPT>${boot}</SCRIPT>`,
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha256(boot), sha256(module)]);
  });

  it('of the dashboard’s own pages are the ones their policy lets run', () => {
    for (const page of ['index.html', 'api-reference.html']) {
      const html = readFileSync(path.resolve(process.cwd(), page), 'utf8');
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body);
      expect(inline.length).toBeGreaterThan(0);
      expect(inlineScriptHashes(html)).toEqual(inline.map((body) => sha256(body ?? '')));
    }
  });
});

describe('the origins config.json points the app at', () => {
  it('are the API’s and the auth host’s, as origins', () => {
    expect(
      configuredOrigins(
        JSON.stringify({
          apiUrl: 'https://api.example.com/v1/',
          auth: { host: 'https://auth.example.com', loginEndpoint: '/jwt/login' },
        }),
      ),
    ).toEqual(['https://api.example.com', 'https://auth.example.com']);
  });

  it('are none for the page’s own origin, a file that is not JSON, or a value that is no URL', () => {
    for (const file of [
      '{}',
      '{"apiUrl":""}',
      'not json',
      '[]',
      '{"apiUrl":"javascript:alert(1)"}',
    ]) {
      expect({ file, origins: configuredOrigins(file) }).toEqual({ file, origins: [] });
    }
  });
});

/** The set for the folder below: its pages' hashes by name, its config.json's API. */
const expected = () =>
  securityHeaders({
    scriptHashes: [sha256('window.b = 2;'), sha256('window.a = 1;')],
    connect: ['https://api.example.com'],
  });

describe('the servers and the build', () => {
  let dir: string;
  const index = '<script>window.a = 1;</script><script type="module" src="/assets/i.js"></script>';
  const reference = '<script>window.b = 2;</script>';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'security-headers-'));
    writeFileSync(path.join(dir, 'index.html'), index);
    writeFileSync(path.join(dir, 'api-reference.html'), reference);
    writeFileSync(path.join(dir, 'config.json'), '{"apiUrl":"https://api.example.com"}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function plugin(command: 'build' | 'serve') {
    const made: Plugin = securityHeadersPlugin(['index.html', 'api-reference.html']);
    const config = { root: dir, command, build: { outDir: dir, watch: null } };
    (made.configResolved as (config: ResolvedConfig) => void)(config as unknown as ResolvedConfig);
    return made;
  }

  it('read a build’s pages and config.json', async () => {
    expect(securityHeaders(await builtPageSources(dir))).toEqual(expected());
  });

  it('send the set on every answer of `vite preview`, the first middleware to run', async () => {
    const used: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void)[] = [];
    const server = {
      middlewares: { use: (middleware: (typeof used)[number]) => used.push(middleware) },
    };
    await (plugin('serve').configurePreviewServer as (server: PreviewServer) => Promise<void>)(
      server as unknown as PreviewServer,
    );
    expect(used).toHaveLength(1);
    for (const url of ['/', '/apps/users', '/assets/i.js', '/api/users/list/data']) {
      const sent = new Map<string, string>();
      const response = { setHeader: (name: string, value: string) => sent.set(name, value) };
      const next = vi.fn<() => void>();
      used[0]?.({ url } as IncomingMessage, response as unknown as ServerResponse, next);
      expect(Object.fromEntries(sent)).toEqual(expected());
      expect(next).toHaveBeenCalledOnce();
    }
  });

  it('write the same set to `_headers` beside a build, for every path', async () => {
    await (plugin('build').closeBundle as () => Promise<void>)();
    const lines = readFileSync(path.join(dir, '_headers'), 'utf8').trim().split('\n');
    expect(lines[0]).toBe('/*');
    expect(lines.slice(1)).toEqual(
      Object.entries(expected()).map(([name, value]) => `  ${name}: ${value}`),
    );
  });
});

describe('docs/running.md', () => {
  const running = readFileSync(path.resolve(process.cwd(), 'docs/running.md'), 'utf8');

  it('lists the headers and the policy’s directives as the servers send them', () => {
    const headers = securityHeaders({ scriptHashes: [] });
    for (const [name, value] of Object.entries(headers)) {
      if (name === 'Content-Security-Policy') continue;
      const row = new RegExp(`^\\| \`${name}\`\\s*\\| \`([^\`]+)\``, 'm');
      expect({ name, documented: row.exec(running)?.[1] }).toEqual({ name, documented: value });
    }
    // The table's directives, and their sources, with the hashes written `'sha256-…'`.
    const documented = new Map(
      [...running.matchAll(/^\| `([a-z-]+)`\s*\| `([^`]+)`/gm)]
        .filter(
          ([, name]) =>
            name?.endsWith('-src') ||
            name === 'base-uri' ||
            name === 'form-action' ||
            name === 'frame-ancestors',
        )
        .map(([, name, sources]) => [name, sources]),
    );
    const policy = contentSecurityPolicy({ scriptHashes: ['sha256-…'] });
    expect(documented).toEqual(
      new Map([...directives(policy)].map(([name, sources]) => [name, sources.join(' ')])),
    );
  });
});

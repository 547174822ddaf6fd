import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { IMMUTABLE, cacheHashedAssets } from './cache-headers';

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

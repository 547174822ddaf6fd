import type { Connect, Plugin } from 'vite';

/** What a hashed file (`/assets/name-hash.js`) may be cached as: its name changes with its bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Sets `Cache-Control` on the build's hashed assets before Vite's static server answers (it keeps a
 * header already set). Everything else keeps Vite's `no-cache` with an ETag: the HTML, the
 * translations, `config.json` and the mock API are revalidated on every load.
 */
export const cacheHashedAssets: Connect.NextHandleFunction = (request, response, next) => {
  const path = (request.url ?? '').split('?')[0] ?? '';
  if (path.startsWith('/assets/')) response.setHeader('Cache-Control', IMMUTABLE);
  next();
};

/** `vite preview` (what `npm start` serves) caches as a production host should (docs/running.md). */
export function cacheHeaders(): Plugin {
  return {
    name: 'admin-dashboard:cache-headers',
    configurePreviewServer(server) {
      server.middlewares.use(cacheHashedAssets);
    },
  };
}

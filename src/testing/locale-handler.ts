import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { http, HttpResponse } from 'msw';

// vitest runs from the project root; import.meta.url is not a file URL under jsdom.
const localesDir = resolve(process.cwd(), 'public/locales');

/** Serves `public/locales/{lng}.json` to i18next in node, as Vite serves them in the browser. */
export const localeHandler = http.get('*/locales/:file', async ({ params }) => {
  const file = String(params.file);
  if (!/^[a-z]{2}\.json$/.test(file)) return new HttpResponse(null, { status: 404 });
  try {
    return new HttpResponse(await readFile(resolve(localesDir, file), 'utf8'), {
      headers: { 'Content-Type': 'application/json' },
    });
  } catch {
    return new HttpResponse(null, { status: 404 });
  }
});

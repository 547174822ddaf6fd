import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { http, HttpResponse } from 'msw';

const localesDir = fileURLToPath(new URL('../../public/locales/', import.meta.url));

/** Serves `public/locales/{lng}.json` to i18next in node, as Vite serves them in the browser. */
export const localeHandler = http.get('*/locales/:file', async ({ params }) => {
  const file = String(params.file);
  if (!/^[a-z]{2}\.json$/.test(file)) return new HttpResponse(null, { status: 404 });
  try {
    return new HttpResponse(await readFile(`${localesDir}${file}`, 'utf8'), {
      headers: { 'Content-Type': 'application/json' },
    });
  } catch {
    return new HttpResponse(null, { status: 404 });
  }
});

import { HTTPError } from 'ky';
import { i18next, startI18n } from '@/lib/i18n/i18n';
import { errorMessage, readErrorBody } from './api-error';

/** An error answer of the API, read as the app's client reads it. */
async function answered(status: number, body: unknown) {
  const request = new Request('http://localhost/apps/ecommerce/orders', { method: 'POST' });
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
  const error = new HTTPError(response, request, {} as never);
  return readErrorBody(error, { request, options: {} as never, response, retryCount: 0 } as never);
}

describe('an error answer in words', () => {
  it('says a day the server names in the reader’s language, not as the API writes it', async () => {
    await startI18n();
    await i18next.changeLanguage('fr');
    const error = await answered(400, {
      message: 'ecommerce.errors.codeExpired',
      params: { date: '2026-08-31' },
    });
    expect(errorMessage(error, i18next.t)).toBe(
      i18next.t('ecommerce.errors.codeExpired', { date: '31 août 2026' }),
    );
    expect(errorMessage(error, i18next.t)).not.toContain('2026-08-31');
    await i18next.changeLanguage('en');
  });
});

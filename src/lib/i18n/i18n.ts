import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { takeBootTranslation } from './boot-translations';
import { fallbackLanguage, languageCodes } from './languages';
import { translationFiles } from './translation-parts';

/**
 * Starts i18next. It resolves even when a language file fails to load (4xx, 5xx or bad JSON):
 * the missing strings then come from English, so a broken file never blocks the screen.
 */
export async function startI18n(instance: I18n = i18next): Promise<I18n> {
  const files = translationFiles(import.meta.env.BASE_URL, window.location.pathname);
  await instance
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: languageCodes,
      // One namespace per part; a key not in `core` is looked for in the parts loaded so far.
      ns: [files.start],
      defaultNS: files.start,
      fallbackNS: files.later,
      fallbackLng: fallbackLanguage,
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      keySeparator: false,
      nsSeparator: false,
      returnNull: false,
      interpolation: { escapeValue: false },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupCookie: 'i18next',
        lookupLocalStorage: 'i18nextLng',
        lookupSessionStorage: 'i18nextLng',
        caches: ['localStorage'],
      },
      // The page's files index.html's script has already asked for are taken, not fetched again.
      backend: { loadPath: files.loadPath, alternateFetch: takeBootTranslation },
      // i18next retries a 5xx five times with backoff (about 11 s); one quick retry is enough, so
      // a broken language file falls back to English at once instead of holding up the boot.
      maxRetries: 1,
      retryTimeout: 300,
      // A page renders once its parts are loaded (the root route waits for them), so a part
      // loading does not re-render the screen: hovering a menu entry loads the next page's part,
      // and re-rendering every translated component then would be work for nothing.
      react: { useSuspense: false },
    });
  document.documentElement.lang = instance.resolvedLanguage ?? fallbackLanguage;
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = instance.resolvedLanguage ?? lng;
  });
  return instance;
}

export { i18next };

import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './language-detector';
import { fallbackLanguage, languageCodes } from './languages';
import { localesBackend } from './locales-backend';

/**
 * Starts i18next. It resolves even when a language file fails to load (4xx, 5xx or bad JSON):
 * the missing strings then come from English, so a broken file never blocks the screen.
 */
export async function startI18n(instance: I18n = i18next): Promise<I18n> {
  await instance
    .use(localesBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: languageCodes,
      fallbackLng: fallbackLanguage,
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      keySeparator: false,
      nsSeparator: false,
      returnNull: false,
      interpolation: { escapeValue: false },
      // i18next retries a 5xx five times with backoff (about 11 s); one quick retry is enough, so
      // a broken language file falls back to English at once instead of holding up the boot.
      maxRetries: 1,
      retryTimeout: 300,
      react: { useSuspense: false },
    });
  document.documentElement.lang = instance.resolvedLanguage ?? fallbackLanguage;
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = instance.resolvedLanguage ?? lng;
  });
  return instance;
}

export { i18next };

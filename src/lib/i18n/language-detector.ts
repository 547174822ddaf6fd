import type { LanguageDetectorModule } from 'i18next';

/** i18next's own names, so a returning visitor keeps the language chosen before. */
const storageKey = 'i18nextLng';
const cookieName = 'i18next';

function stored(storage: () => Storage): string | null {
  try {
    return storage().getItem(storageKey);
  } catch {
    return null;
  }
}

/**
 * The languages the page asks for, most wanted first: the `lng` query parameter, the `i18next`
 * cookie, local then session storage, the browser's languages, `<html lang>`. i18next takes the
 * first it supports (`pt-BR` → `pt`). `build/boot-hints.ts` preloads the file of the same one.
 * The language chosen is kept in localStorage. What i18next-browser-languagedetector did with
 * this configuration, in 1.5 KB less on every page (docs/performance.md, "Sign-in").
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const cookie = document.cookie.match(new RegExp(`(?:^|; )${cookieName}=([^;]*)`));
    return [
      new URLSearchParams(window.location.search).get('lng'),
      cookie?.[1] === undefined ? null : decodeURIComponent(cookie[1]),
      stored(() => window.localStorage),
      stored(() => window.sessionStorage),
      ...navigator.languages,
      navigator.language,
      document.documentElement.getAttribute('lang'),
    ].filter((language): language is string => Boolean(language));
  },
  cacheUserLanguage(language) {
    try {
      window.localStorage.setItem(storageKey, language);
    } catch {
      // Storage full or disabled: the language is detected again on the next visit.
    }
  },
};

/**
 * The interface languages. Names are written in their own language, so they are not translated.
 * Their flags are images (`LanguageFlag`), not emoji, which need a font many machines lack.
 */
export const languages = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'pt', name: 'Português' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];
export const languageCodes: LanguageCode[] = languages.map((language) => language.code);
export const fallbackLanguage: LanguageCode = 'en';

/** The interface language a code names (`fr-FR` → `fr`); the fallback for one it does not have. */
export function languageOf(code: string | undefined): LanguageCode {
  const base = code?.split('-')[0];
  return languageCodes.find((known) => known === base) ?? fallbackLanguage;
}

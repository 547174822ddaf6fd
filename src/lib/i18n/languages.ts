/** The interface languages. Names are written in their own language, so they are not translated. */
export const languages = [
  { code: 'en', name: 'English', flag: '🇬🇧' },
  { code: 'fr', name: 'Français', flag: '🇫🇷' },
  { code: 'de', name: 'Deutsch', flag: '🇩🇪' },
  { code: 'pt', name: 'Português', flag: '🇵🇹' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];
export const languageCodes: LanguageCode[] = languages.map((language) => language.code);
export const fallbackLanguage: LanguageCode = 'en';

import { useEffect, useState, type ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

// dayjs ships English only; the other interface languages load when first needed.
const locales: ReadonlyMap<string, () => Promise<unknown>> = new Map([
  ['fr', () => import('dayjs/locale/fr')],
  ['de', () => import('dayjs/locale/de')],
  ['pt', () => import('dayjs/locale/pt')],
]);

const ready = new Set(['en']);

/**
 * Month and weekday names of the date pickers in the interface language, and the week starting
 * as in the calendar's main view (FullCalendar's locales): Sunday in English, Monday in fr, de and pt.
 * Weekends are not coloured: the red of the pickers' weekend days is too faint to read (AA).
 */
export function DatesLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  // Languages loaded before (by the sidebar's picker) apply at once in the drawer's pickers.
  const [loaded, setLoaded] = useState<string[]>(() => [...ready]);
  useEffect(() => {
    const load = locales.get(language);
    if (!load) return;
    let active = true;
    load().then(
      () => {
        ready.add(language);
        if (active) setLoaded((current) => [...current, language]);
      },
      // A locale that fails to load leaves the pickers in English.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [language]);
  const locale = loaded.includes(language) ? language : 'en';
  return (
    <DatesProvider
      settings={{ locale, firstDayOfWeek: language === 'en' ? 0 : 1, weekendDays: [] }}
    >
      {children}
    </DatesProvider>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

// dayjs ships English only; the other interface languages load when first needed.
const locales: ReadonlyMap<string, () => Promise<unknown>> = new Map([
  ['fr', () => import('dayjs/locale/fr')],
  ['de', () => import('dayjs/locale/de')],
  ['pt', () => import('dayjs/locale/pt')],
]);

/** Month and weekday names of the date pickers in the interface language. */
export function DatesLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [loaded, setLoaded] = useState<string[]>(['en']);
  useEffect(() => {
    const load = locales.get(language);
    if (!load) return;
    let active = true;
    load().then(
      () => {
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
  return <DatesProvider settings={{ locale }}>{children}</DatesProvider>;
}

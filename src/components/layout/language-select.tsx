import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languages } from '@/lib/i18n/languages';

/**
 * The language picker of the sign-in pages: a native select, so those pages load no popover code
 * (their JavaScript budget is tight); the navbar uses the richer menu.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('layout.language')}
      size="sm"
      value={i18n.resolvedLanguage}
      onChange={(event) => void i18n.changeLanguage(event.currentTarget.value)}
      // Names only: an <option> holds no image, and flag emoji need a font many machines lack.
      data={languages.map((language) => ({ value: language.code, label: language.name }))}
    />
  );
}

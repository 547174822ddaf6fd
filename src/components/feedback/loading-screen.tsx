import { useTranslation } from 'react-i18next';

/**
 * The same markup and classes as the screen in index.html (styled there), so the page looks the
 * same from the first byte until the lazy route has loaded.
 */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="app-loading">
      <img className="app-loading__logo" src="/logo.svg" alt="" width="64" height="64" />
      <div className="app-loading__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <output className="app-loading__label" aria-live="polite">
        {t('common.loading')}
      </output>
    </div>
  );
}

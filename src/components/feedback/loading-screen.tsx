import { useTranslation } from 'react-i18next';

/**
 * The same markup and classes as the screen in index.html (styled there), so the page looks the
 * same from the first byte until the lazy route has loaded.
 */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="app-loading">
      {/* Inline, as in index.html: no request of its own to wait for on a slow network. */}
      <svg
        className="app-loading__logo"
        viewBox="0 0 64 64"
        width="64"
        height="64"
        aria-hidden="true"
      >
        <rect width="64" height="64" rx="16" fill="#5046c9" />
        <path d="M18 44V20h8l6 14 6-14h8v24h-7V31l-5 12h-4l-5-12v13z" fill="#fff" />
      </svg>
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

import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * The logo and the app's name, linking home. The name stays in the DOM when the collapsed menu
 * hides it, so the link keeps its accessible name.
 */
export function AppLogo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="app-logo">
      <img className="app-logo__image" src="/logo.svg" alt="" width={32} height={32} />
      <span className="app-logo__name">{t('app.name')}</span>
    </Link>
  );
}

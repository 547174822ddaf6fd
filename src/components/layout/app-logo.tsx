import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LogoMark } from './logo-mark';
import classes from './app-logo.module.css';

/**
 * The logo and the app's name, linking home. The name stays in the DOM when the collapsed menu
 * hides it, so the link keeps its accessible name.
 */
export function AppLogo({ iconOnPhones = false }: { iconOnPhones?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={classes.logo} data-icon-on-phones={iconOnPhones || undefined}>
      <LogoMark className={classes.image} size={32} />
      <span className={classes.name}>{t('app.name')}</span>
    </Link>
  );
}

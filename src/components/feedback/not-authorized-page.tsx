import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/** Shown inside the signed-in layout (`src/routes/_authenticated/not-authorized.tsx`). */
export function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="403"
      title={t('errors.notAuthorized.title')}
      description={t('errors.notAuthorized.text')}
      landmark={false}
    />
  );
}

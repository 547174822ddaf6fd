import { useTranslation } from 'react-i18next';
import { routeEntryFor, routeTable } from '@/lib/i18n/translation-parts';
import { PageHeader } from './page-header';

/**
 * The opened page's header while the page itself renders: the signed-in layout commits before
 * its first page does (`AfterContent`), so where index.html drew the page's frame, its heading
 * stays on screen from the frame to the page instead of blinking out between them. The route
 * table gives the keys (src/app/page-headers.ts); a page without, or a build without the table
 * (development, tests), shows nothing here.
 */
export function FirstPageHeader() {
  const { t } = useTranslation();
  const table = routeTable();
  const keys = table ? routeEntryFor(window.location.pathname, table)?.[4] : undefined;
  return keys ? <PageHeader title={t(keys[0])} subtitle={t(keys[1])} /> : null;
}

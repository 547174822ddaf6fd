import { memo } from 'react';
import { IconCash, IconFileInvoice, IconReceiptOff, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NavIcon } from '@/components/layout/nav-types';
import { StatCard, StatCardGrid } from '@/components/layout/stat-card';
import type { InvoiceStats } from '../api/invoice-schemas';
import { formatMoney, formatNumber } from '@/lib/i18n/formats';

type Figure = 'clients' | 'invoices' | 'paid' | 'unpaid';
const cards: { key: Figure; icon: NavIcon; color: string; money: boolean }[] = [
  { key: 'clients', icon: IconUsers, color: 'brand', money: false },
  { key: 'invoices', icon: IconFileInvoice, color: 'cyan', money: false },
  { key: 'paid', icon: IconCash, color: 'green', money: true },
  { key: 'unpaid', icon: IconReceiptOff, color: 'red', money: true },
];

/**
 * Figures of the whole invoices table, whatever the filters (they come with every page). When
 * the list failed to load (`failed`: the table says why and offers Retry), a dash.
 */
export const InvoiceStatCards = memo(function InvoiceStatCards({
  stats,
  failed = false,
}: {
  stats: InvoiceStats | undefined;
  failed?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return (
    <StatCardGrid>
      {cards.map(({ key, icon, color, money }) => (
        <StatCard
          key={key}
          title={t(`invoices.stats.${key}`)}
          value={
            stats
              ? money
                ? formatMoney(stats[key], language, { currency: stats.currency })
                : formatNumber(stats[key], language)
              : failed
                ? '—'
                : null
          }
          hint={t(`invoices.stats.${key}Hint`)}
          icon={icon}
          color={color}
          // Amounts are long in some languages ("402 050,65 $US"): smaller, and the icons give
          // way below xl.
          valueSize={money ? { base: 'md', sm: 'h4' } : 'h3'}
          iconVisibleFrom="xl"
        />
      ))}
    </StatCardGrid>
  );
});

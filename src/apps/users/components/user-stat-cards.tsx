import { memo } from 'react';
import { IconUserCheck, IconUserOff, IconUserPause, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NavIcon } from '@/components/layout/nav-types';
import { StatCard, StatCardGrid } from '@/components/layout/stat-card';
import type { UserStats } from '../api/user-schemas';
import { formatNumber, formatPercent } from '@/lib/i18n/formats';

const cards: { key: keyof UserStats; icon: NavIcon; color: string }[] = [
  { key: 'total', icon: IconUsers, color: 'brand' },
  { key: 'active', icon: IconUserCheck, color: 'green' },
  { key: 'pending', icon: IconUserPause, color: 'yellow' },
  { key: 'inactive', icon: IconUserOff, color: 'gray' },
];

/**
 * Counts of the whole directory, whatever the table's filters (they come with every page). When
 * the list failed to load (`failed`, the table says why and offers Retry), a dash, not a skeleton.
 */
export const UserStatCards = memo(function UserStatCards({
  stats,
  failed = false,
}: {
  stats: UserStats | undefined;
  failed?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return (
    <StatCardGrid>
      {cards.map(({ key, icon, color }) => (
        <StatCard
          key={key}
          title={t(`users.stats.${key}`)}
          value={stats ? formatNumber(stats[key], language) : failed ? '—' : null}
          hint={
            stats && key !== 'total'
              ? t('users.stats.share', {
                  value: formatPercent(stats.total ? stats[key] / stats.total : 0, language),
                })
              : t('users.stats.all')
          }
          icon={icon}
          color={color}
        />
      ))}
    </StatCardGrid>
  );
});

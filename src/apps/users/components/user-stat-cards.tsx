import { memo } from 'react';
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserCheck, IconUserOff, IconUserPause, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NavIcon } from '@/components/layout/nav-types';
import type { UserStats } from '../api/user-schemas';

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
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {cards.map(({ key, icon: Icon, color }) => {
        const title = t(`users.stats.${key}`);
        return (
          <Paper
            key={key}
            p={{ base: 'md', sm: 'lg' }}
            shadow="xs"
            component="section"
            aria-label={title}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fz="sm" c="dimmed" fw={500}>
                  {title}
                </Text>
                {stats || failed ? (
                  <Title order={2} fz="h3" mt={4}>
                    {stats ? number.format(stats[key]) : '—'}
                  </Title>
                ) : (
                  <Skeleton h={28} w={80} mt={4} />
                )}
                <Text fz="xs" c="dimmed" mt={4}>
                  <bdi>
                    {stats && key !== 'total'
                      ? t('users.stats.share', {
                          value: percent.format(stats.total ? stats[key] / stats.total : 0),
                        })
                      : t('users.stats.all')}
                  </bdi>
                </Text>
              </div>
              <ThemeIcon
                variant="light"
                color={color}
                size={42}
                radius="md"
                aria-hidden
                visibleFrom="xs"
              >
                <Icon size={24} />
              </ThemeIcon>
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
});

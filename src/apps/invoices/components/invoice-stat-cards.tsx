import { memo } from 'react';
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCash, IconFileInvoice, IconReceiptOff, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NavIcon } from '@/components/layout/nav-types';
import type { InvoiceStats } from '../api/invoice-schemas';
import { formatMoney } from './invoice-format';

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
  const number = new Intl.NumberFormat(language);
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {cards.map(({ key, icon: Icon, color, money }) => {
        const title = t(`invoices.stats.${key}`);
        return (
          <Paper
            key={key}
            p={{ base: 'md', sm: 'lg' }}
            shadow="xs"
            component="section"
            aria-label={title}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              {/* Amounts are long in some languages ("402 050,65 $US"): the icons give way below xl. */}
              <div style={{ minWidth: 0 }}>
                <Text fz="sm" c="dimmed" fw={500}>
                  {title}
                </Text>
                {stats || failed ? (
                  <Title
                    order={2}
                    fz={money ? { base: 'md', sm: 'h4' } : 'h3'}
                    mt={4}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    <bdi>
                      {stats
                        ? money
                          ? formatMoney(stats[key], stats.currency, language)
                          : number.format(stats[key])
                        : '—'}
                    </bdi>
                  </Title>
                ) : (
                  <Skeleton h={28} w={80} mt={4} />
                )}
                <Text fz="xs" c="dimmed" mt={4}>
                  {t(`invoices.stats.${key}Hint`)}
                </Text>
              </div>
              <ThemeIcon
                variant="light"
                color={color}
                size={42}
                radius="md"
                aria-hidden
                visibleFrom="xl"
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

import type { ReactNode } from 'react';
import {
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Text,
  ThemeIcon,
  Title,
  type MantineBreakpoint,
  type MantineSize,
  type StyleProp,
} from '@mantine/core';
import type { NavIcon } from './nav-types';

export type StatCardProps = {
  /** What the figure is ("Active users"): the card's accessible name too. */
  title: string;
  /** The figure, formatted; `null` while it loads (a skeleton takes its place). */
  value: ReactNode | null;
  /** A line under the figure ("Received so far"). */
  hint: ReactNode;
  icon: NavIcon;
  color: string;
  /** Below this width the icon gives way to the figure (long amounts need the room). */
  iconVisibleFrom?: MantineBreakpoint;
  /** The figure's size; a heading's by default. */
  valueSize?: StyleProp<MantineSize | `h${1 | 2 | 3 | 4 | 5 | 6}`>;
};

/** One figure of a list page's summary (users, invoices): title, figure, hint and an icon. */
export function StatCard({
  title,
  value,
  hint,
  icon: Icon,
  color,
  iconVisibleFrom = 'xs',
  valueSize = 'h3',
}: StatCardProps) {
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} shadow="xs" component="section" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fz="sm" c="dimmed" fw={500}>
            {title}
          </Text>
          {value === null ? (
            <Skeleton h={28} w={80} mt={4} />
          ) : (
            <Title order={2} fz={valueSize} mt={4} style={{ whiteSpace: 'nowrap' }}>
              <bdi>{value}</bdi>
            </Title>
          )}
          <Text fz="xs" c="dimmed" mt={4}>
            <bdi>{hint}</bdi>
          </Text>
        </div>
        <ThemeIcon
          variant="light"
          color={color}
          size={42}
          radius="md"
          aria-hidden
          visibleFrom={iconVisibleFrom}
        >
          <Icon size={24} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/** The row of stat cards: two a line on phones, four from `lg`. */
export function StatCardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {children}
    </SimpleGrid>
  );
}

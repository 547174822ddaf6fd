import type { ReactNode } from 'react';
import {
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  type MantineBreakpoint,
  type MantineSize,
  type StyleProp,
} from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { AnchorLink } from '@/components/navigation/links';
import type { NavIcon } from './nav-types';

export type StatCardProps = {
  /** What the figure is ("Active users"): the card's accessible name too. */
  title: string;
  /** The figure, formatted; `null` while it loads (a skeleton takes its place). */
  value: ReactNode | null;
  /** A line under the figure ("Received so far"). */
  hint?: ReactNode;
  icon: NavIcon;
  color: string;
  /**
   * `summary`: a list page's row of four (users, invoices), tighter on phones, the figure kept on
   * one line and the hint isolated. `dashboard`: a dashboard's roomier card (analytics, shop).
   */
  look?: 'summary' | 'dashboard';
  /** Below this width the icon gives way to the figure (long amounts need the room). */
  iconVisibleFrom?: MantineBreakpoint;
  /** The figure's size; by default `h3` in a summary, `h2` on a dashboard. */
  valueSize?: StyleProp<MantineSize | `h${1 | 2 | 3 | 4 | 5 | 6}`>;
  /** Details under the figure (a dashboard's breakdown), filling the card's height. */
  children?: ReactNode;
  /** The app the card summarises; linked only once this build has that page. */
  link?: { to: string; label: string };
};

const looks = {
  summary: { padding: { base: 'md', sm: 'lg' }, gap: 'xs', iconSize: 42, valueSize: 'h3' },
  dashboard: { padding: 'lg', gap: undefined, iconSize: 44, valueSize: 'h2' },
} as const;

/** One figure with its title, an icon and what explains it: a summary's or a dashboard's card. */
export function StatCard({
  title,
  value,
  hint,
  icon: Icon,
  color,
  look = 'summary',
  iconVisibleFrom = look === 'summary' ? 'xs' : undefined,
  valueSize = looks[look].valueSize,
  children,
  link,
}: StatCardProps) {
  const { padding, gap, iconSize } = looks[look];
  const summary = look === 'summary';
  const figure = (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap={gap}>
      <div style={summary ? { minWidth: 0 } : undefined}>
        <Text fz="sm" c="dimmed" fw={500}>
          {title}
        </Text>
        {value === null ? (
          // In the figure's own line (its size and line height): the card keeps its height when
          // the figure comes, so nothing under it moves.
          <Title component="div" order={2} fz={valueSize} mt={4} aria-hidden>
            <Skeleton h="1em" w={80} display="inline-block" style={{ verticalAlign: 'middle' }} />
          </Title>
        ) : (
          <Title
            order={2}
            fz={valueSize}
            mt={4}
            style={summary ? { whiteSpace: 'nowrap' } : undefined}
          >
            <bdi>{value}</bdi>
          </Title>
        )}
        {hint === undefined ? null : (
          <Text fz="xs" c="dimmed" mt={4}>
            {summary ? <bdi>{hint}</bdi> : hint}
          </Text>
        )}
      </div>
      <ThemeIcon
        variant="light"
        color={color}
        size={iconSize}
        radius="md"
        aria-hidden
        visibleFrom={iconVisibleFrom}
      >
        <Icon size={24} />
      </ThemeIcon>
    </Group>
  );
  return (
    <Paper p={padding} shadow="xs" component="section" aria-label={title}>
      {children === undefined && link === undefined ? (
        figure
      ) : (
        <Stack gap="sm" h="100%">
          {figure}
          <div style={{ flex: 1 }}>{children}</div>
          {link ? <StatCardLink link={link} title={title} /> : null}
        </Stack>
      )}
    </Paper>
  );
}

function StatCardLink({ link, title }: { link: { to: string; label: string }; title: string }) {
  const router = useRouter();
  if (!(link.to in router.routesByPath)) return null;
  return (
    <AnchorLink to={link.to} fz="sm" fw={500} aria-label={`${link.label}: ${title}`}>
      {link.label}
    </AnchorLink>
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

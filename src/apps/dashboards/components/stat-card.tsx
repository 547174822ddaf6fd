import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { AnchorLink } from '@/components/navigation/links';
import type { NavIcon } from '@/components/layout/nav-types';

type StatCardProps = {
  title: string;
  value: string;
  icon: NavIcon;
  color: string;
  /** The app the card summarises; linked only once this build has that page. */
  link: string;
  linkLabel: string;
  children?: ReactNode;
};

/** One figure of the dashboard with its details and a link to the app it comes from. */
export function StatCard({
  title,
  value,
  icon: Icon,
  color,
  link,
  linkLabel,
  children,
}: StatCardProps) {
  const router = useRouter();
  const hasPage = link in router.routesByPath;
  return (
    <Paper p="lg" shadow="xs" component="section" aria-label={title}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fz="sm" c="dimmed" fw={500}>
              {title}
            </Text>
            <Title order={2} fz="h2" mt={4}>
              {value}
            </Title>
          </div>
          <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden="true">
            <Icon size={24} />
          </ThemeIcon>
        </Group>
        <div style={{ flex: 1 }}>{children}</div>
        {hasPage ? (
          <AnchorLink to={link} fz="sm" fw={500} aria-label={`${linkLabel}: ${title}`}>
            {linkLabel}
          </AnchorLink>
        ) : null}
      </Stack>
    </Paper>
  );
}

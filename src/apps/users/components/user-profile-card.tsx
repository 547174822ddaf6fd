import type { ReactNode } from 'react';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/layout/user-avatar';
import type { User } from '../api/user-schemas';
import { UserDetailsList } from './user-details-list';
import { RoleName } from '@/components/access/role-label';
import { UserStatusBadge } from './user-status-badge';

/** Who the user is and how to reach them; `actions` (edit, suspend) close the card. */
export function UserProfileCard({ user, actions }: { user: User; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper p="lg" shadow="xs" component="section" aria-labelledby="user-profile-name">
      <Stack align="center" gap="xs">
        <UserAvatar
          name={user.fullName}
          src={user.avatar}
          size={96}
          radius="md"
          alt=""
          aria-hidden
        />
        <Title id="user-profile-name" order={1} fz="h3" ta="center">
          {user.fullName}
        </Title>
        <Text c="dimmed" fz="sm">
          {/* Isolated, so the @ stays in front right to left. */}
          <bdi>@{user.username}</bdi>
        </Text>
        <Group gap="sm" justify="center">
          <RoleName role={user.role} />
          <UserStatusBadge status={user.status} />
        </Group>
      </Stack>
      <Divider my="md" />
      <Title order={2} fz="h5" mb="sm">
        {t('users.view.contact')}
      </Title>
      <UserDetailsList
        orientation="vertical"
        items={[
          { label: t('users.fields.email'), value: <span dir="ltr">{user.email}</span> },
          {
            label: t('users.fields.contact'),
            value: <span dir="ltr">{user.contact || t('users.view.none')}</span>,
          },
          // Typed by people: each in its own direction ("Demo Inc." keeps its dot at its end, right
          // to left).
          {
            label: t('users.fields.company'),
            value: <bdi>{user.company || t('users.view.none')}</bdi>,
          },
          {
            label: t('users.fields.country'),
            value: <bdi>{user.country || t('users.view.none')}</bdi>,
          },
        ]}
      />
      {actions}
    </Paper>
  );
}

import { useCallback } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useUsers } from '../api/get-users';
import { UserStatCards } from '../components/user-stat-cards';
import { UsersTable } from '../components/users-table';
import type { UsersSearch } from '../users-search';

const route = getRouteApi('/_authenticated/apps/users/');

export function UsersPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const users = useUsers(search);
  const onSearchChange = useCallback(
    (changes: Partial<UsersSearch>, options?: { replace?: boolean }) =>
      void navigate({
        search: (previous) => ({ ...previous, ...changes }),
        replace: options?.replace,
      }),
    [navigate],
  );
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t('users.title')}
        </Title>
        <Text c="dimmed">
          <bdi>{t('users.subtitle')}</bdi>
        </Text>
      </div>
      <UserStatCards stats={users.data?.stats} />
      <UsersTable
        search={search}
        onSearchChange={onSearchChange}
        users={users.data?.users}
        total={users.data?.total ?? 0}
        fetching={users.isFetching}
        error={users.error}
        onRetry={() => void users.refetch()}
      />
    </Stack>
  );
}

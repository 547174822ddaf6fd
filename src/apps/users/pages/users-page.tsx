import { Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useListProps } from '@/components/data-table/use-list-props';
import { useUsers } from '../api/get-users';
import { UserStatCards } from '../components/user-stat-cards';
import { UsersTable } from '../components/users-table';

const route = getRouteApi('/_authenticated/apps/users/');

export function UsersPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const users = useUsers(search);
  const list = useListProps(
    { search, navigate: route.useNavigate() },
    users,
    (answer) => answer.users,
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
      <UsersTable {...list} />
    </Stack>
  );
}

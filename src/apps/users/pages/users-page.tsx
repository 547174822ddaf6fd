import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { useListProps } from '@/components/data-table/use-list-props';
import { useUsers } from '../api/list-users';
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
      <PageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      <UserStatCards stats={users.data?.stats} failed={users.isError} />
      <UsersTable {...list} />
    </Stack>
  );
}

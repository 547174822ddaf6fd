import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { useListProps } from '@/components/data-table/use-list-props';
import { useAbility } from '@/lib/ability/can';
import { usePermissions } from '../api/list-permissions';
import { PermissionsTable } from '../components/permissions-table';
import { seededRoleNames } from '@/components/access/role-label';
import { useRoleNames } from '@/components/access/role-names';

const route = getRouteApi('/_authenticated/apps/permissions/');

export function PermissionsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const permissions = usePermissions(search);
  const list = useListProps(
    { search, navigate: route.useNavigate() },
    permissions,
    (answer) => answer.permissions,
  );
  // Reading the roles is a separate right; without it the seeded roles are offered.
  const roles = useRoleNames(useAbility().can('read', 'Role'));
  const roleNames = useMemo(() => roles.data ?? seededRoleNames, [roles.data]);
  return (
    <Stack gap="lg">
      <PageHeader title={t('permissions.title')} subtitle={t('permissions.subtitle')} />
      <PermissionsTable {...list} roleNames={roleNames} />
    </Stack>
  );
}

import { useCallback, useMemo } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability/can';
import { usePermissions } from '../api/get-permissions';
import { useRoleNames } from '../api/get-role-names';
import { PermissionsTable } from '../components/permissions-table';
import { seededRoleNames } from '../components/role-badges';
import type { PermissionsSearch } from '../permissions-search';

const route = getRouteApi('/_authenticated/apps/permissions/');

export function PermissionsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const permissions = usePermissions(search);
  // Reading the roles is a separate right; without it the seeded roles are offered.
  const roles = useRoleNames(useAbility().can('read', 'Role'));
  const roleNames = useMemo(() => roles.data ?? seededRoleNames, [roles.data]);
  const onSearchChange = useCallback(
    (changes: Partial<PermissionsSearch>, options?: { replace?: boolean }) =>
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
          {t('permissions.title')}
        </Title>
        <Text c="dimmed">{t('permissions.subtitle')}</Text>
      </div>
      <PermissionsTable
        search={search}
        onSearchChange={onSearchChange}
        permissions={permissions.data?.permissions}
        total={permissions.data?.total ?? 0}
        fetching={permissions.isFetching}
        error={permissions.error}
        onRetry={() => void permissions.refetch()}
        roleNames={roleNames}
      />
    </Stack>
  );
}

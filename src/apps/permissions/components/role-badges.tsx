import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '@/components/access/role-label';

/** The roles a permission is assigned to, as badges; "No role" rather than an empty cell. */
export function RoleBadges({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  if (roles.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t('permissions.noRole')}
      </Text>
    );
  }
  return (
    <Group gap={6}>
      {roles.map((name) => (
        <RoleBadge key={name} role={name} />
      ))}
    </Group>
  );
}

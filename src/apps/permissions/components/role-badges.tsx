import { Group } from '@mantine/core';
import { RoleBadge } from '@/components/access/role-label';

/** The roles a permission is assigned to, as badges. */
export function RoleBadges({ roles }: { roles: readonly string[] }) {
  return (
    <Group gap={6}>
      {roles.map((name) => (
        <RoleBadge key={name} role={name} />
      ))}
    </Group>
  );
}

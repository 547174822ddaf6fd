import { Badge, Group, type MantineColor } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

// The seeded roles have translated names and their own colours (as in the users list); a role
// added later shows its stored name in grey. Only these names are looked up, so a role called
// "title" can never show another key's text.
const seededRoles: Record<string, MantineColor> = {
  admin: 'red',
  client: 'grape',
  author: 'orange',
  editor: 'blue',
  maintainer: 'green',
  subscriber: 'brand',
};

export const seededRoleNames = Object.keys(seededRoles);

/** The display name of a role. */
export function roleLabel(t: TFunction, name: string): string {
  return name in seededRoles ? t(`roles.${name}`) : name;
}

/** The roles a permission is assigned to, as badges. */
export function RoleBadges({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      {roles.map((name) => (
        <Badge key={name} variant="light" color={seededRoles[name] ?? 'gray'} tt="none">
          {roleLabel(t, name)}
        </Badge>
      ))}
    </Group>
  );
}

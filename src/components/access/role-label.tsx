import { Badge, Group, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import {
  IconBriefcase,
  IconChartPie2,
  IconCrown,
  IconEdit,
  IconFeather,
  IconShoppingCart,
  IconUser,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { NavIcon } from '@/components/layout/nav-types';

type RoleLook = { icon: NavIcon; color: MantineColor };

/**
 * The seeded roles have translated names (`roles.admin`…), icons and colours; a role someone
 * added shows its stored name, in grey. A Map, because role names are user data: a role called
 * "title", "constructor" or "__proto__" must never match a key or a built-in property.
 */
const seededRoles: ReadonlyMap<string, RoleLook> = new Map([
  ['admin', { icon: IconCrown, color: 'red' }],
  ['author', { icon: IconFeather, color: 'orange' }],
  ['editor', { icon: IconEdit, color: 'blue' }],
  ['maintainer', { icon: IconChartPie2, color: 'green' }],
  ['subscriber', { icon: IconUser, color: 'brand' }],
  ['client', { icon: IconBriefcase, color: 'grape' }],
  // The e-commerce app's own icon: already in the first load (the menu has it), unlike a new one.
  ['shopManager', { icon: IconShoppingCart, color: 'teal' }],
]);
const addedRole: RoleLook = { icon: IconUser, color: 'gray' };

export const seededRoleNames: readonly string[] = [...seededRoles.keys()];

/** A role's icon and colour (grey with the user icon for a role someone added). */
export function roleLook(name: string): RoleLook {
  return seededRoles.get(name) ?? addedRole;
}

/**
 * The name of a role as people read it, in the current language for the seeded ones (`t`, or a
 * table's `memoT(t)`).
 */
export function roleLabel(t: TFunction | ((key: string) => string), name: string): string {
  return seededRoles.has(name) ? t(`roles.${name}`) : name;
}

/** A role as a coloured badge (lists of roles). */
export function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={(seededRoles.get(role) ?? addedRole).color} tt="none">
      {roleLabel(t, role)}
    </Badge>
  );
}

/** A role with its icon (a user's role). */
export function RoleName({ role }: { role: string }) {
  const { t } = useTranslation();
  const { icon: Icon, color } = seededRoles.get(role) ?? addedRole;
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon variant="light" color={color} size="sm" radius="xl" aria-hidden>
        <Icon size={14} />
      </ThemeIcon>
      <Text fz="sm">{roleLabel(t, role)}</Text>
    </Group>
  );
}

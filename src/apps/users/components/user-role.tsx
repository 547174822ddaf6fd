import { Group, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import {
  IconBriefcase,
  IconChartPie2,
  IconCrown,
  IconEdit,
  IconFeather,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NavIcon } from '@/components/layout/nav-types';

const roleLooks: Record<string, { icon: NavIcon; color: MantineColor }> = {
  admin: { icon: IconCrown, color: 'red' },
  author: { icon: IconFeather, color: 'orange' },
  editor: { icon: IconEdit, color: 'blue' },
  maintainer: { icon: IconChartPie2, color: 'green' },
  subscriber: { icon: IconUser, color: 'brand' },
  client: { icon: IconBriefcase, color: 'grape' },
};
const otherRole = { icon: IconUser, color: 'gray' };

/** A role's icon and name; a role added in the roles app shows by its stored name. */
export function UserRole({ role }: { role: string }) {
  const { t } = useTranslation();
  const { icon: Icon, color } = roleLooks[role] ?? otherRole;
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon variant="light" color={color} size="sm" radius="xl" aria-hidden>
        <Icon size={14} />
      </ThemeIcon>
      <Text fz="sm">{t(`roles.${role}`, { defaultValue: role })}</Text>
    </Group>
  );
}

import { Group, Text, UnstyledButton } from '@mantine/core';
import { Menu } from '@/components/overlays/menu';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '@/components/access/role-label';
import { signOut } from '@/lib/session/auth-client';
import { featureServed } from '@/lib/features/feature-served';
import { useSession } from '@/lib/session/session';
import { UserAvatar } from './user-avatar';
import classes from './user-menu.module.css';

export function UserMenu() {
  const { t } = useTranslation();
  const current = useSession();
  if (!current) return null;
  const { fullName, role, avatar } = current.userData;
  return (
    <Menu position="bottom-end" withinPortal width={220}>
      <Menu.Target>
        <UnstyledButton aria-label={t('layout.userMenu', { name: fullName })}>
          <Group gap="xs" wrap="nowrap">
            <UserAvatar name={fullName} src={avatar} size="md" />
            <div className={classes.name} data-navbar-wide>
              <Text fz="sm" fw={600} lh={1.2}>
                {fullName}
              </Text>
              <Text fz="xs" c="dimmed" lh={1.2}>
                {roleLabel(t, role)}
              </Text>
            </div>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{current.userData.email}</Menu.Label>
        {featureServed('account') ? (
          <Menu.Item
            component={Link}
            to="/account"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            {t('account.title')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void signOut()}
        >
          {t('auth.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

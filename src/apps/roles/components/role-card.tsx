import { useId } from 'react';
import { ActionIcon, Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Tooltip } from '@/components/overlays/tooltip';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Can } from '@/lib/ability/can';
import type { Role } from '../api/role-schemas';
import { roleLabel } from '@/components/access/role-label';
import { fixedRoleNames } from './fixed-role-names';

type RoleCardProps = {
  role: Role;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
};

/** A role: how many users have it, a few of their avatars, and the ways to edit or delete it. */
export function RoleCard({ role, onEdit, onDelete }: RoleCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const label = roleLabel(t, role.name);
  const more = role.userCount - role.users.length;
  return (
    <Card withBorder shadow="xs" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="md" h="100%" justify="space-between">
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed">
            {t('roles.card.userCount', { count: role.userCount })}
          </Text>
          {role.users.length > 0 && (
            <>
              {/* Initials mean little when read out: the names are said instead. */}
              <span className="visually-hidden">
                {t('roles.card.members', {
                  names: [
                    ...role.users.map((user) => user.fullName),
                    ...(more > 0 ? [t('roles.card.moreUsers', { count: more })] : []),
                  ].join(', '),
                })}
              </span>
              {/* Overlapping less than Mantine's xs, so that two initials stay whole. */}
              <Avatar.Group spacing={6} aria-hidden>
                {role.users.map((user) => (
                  <Tooltip key={user.id} label={user.fullName} withArrow>
                    <UserAvatar name={user.fullName} src={user.avatar} size="md" radius="xl" />
                  </Tooltip>
                ))}
                {more > 0 && (
                  // A pill rather than a circle, so that "+284" fits; `ltr` keeps the sign first.
                  <Avatar
                    size="md"
                    radius="xl"
                    fz="xs"
                    dir="ltr"
                    styles={{ root: { width: 'auto', minWidth: 38, paddingInline: 6 } }}
                  >
                    +{more}
                  </Avatar>
                )}
              </Avatar.Group>
            </>
          )}
        </Group>
        {/* Wraps rather than squeezes: long translated names keep whole words and the button. */}
        <Group justify="space-between" align="flex-end" gap="xs">
          <Title order={2} fz="h4" id={titleId} miw={0} style={{ overflowWrap: 'break-word' }}>
            {label}
          </Title>
          <Group gap={4}>
            <Can I="update" a="Role">
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconEdit size={16} aria-hidden />}
                aria-label={t('roles.actions.editNamed', { name: label })}
                onClick={() => onEdit(role)}
              >
                {t('roles.actions.edit')}
              </Button>
            </Can>
            {/* Sign-in and sign-up rely on the fixed roles: the API refuses to delete them. */}
            {!fixedRoleNames.has(role.name) && (
              <Can I="delete" a="Role">
                <Tooltip label={t('roles.actions.delete')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('roles.actions.deleteNamed', { name: label })}
                    onClick={() => onDelete(role)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Can>
            )}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

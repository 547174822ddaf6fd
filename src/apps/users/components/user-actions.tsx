import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconPencil, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability/can';
import { useSession } from '@/lib/session/session';
import { useUpdateUserStatus } from '../api/update-user-status';
import type { User } from '../api/user-schemas';
import { AddUserDrawer } from './add-user-drawer';

/**
 * The user page's actions: edit (the add form, filled in) and suspend or activate. The
 * signed-in user's own account is not offered a suspend: the API refuses it.
 */
export function UserActions({ user }: { user: User }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const [editing, setEditing] = useState(false);
  const ownId = useSession()?.userData.id;
  const next = user.status === 'active' ? 'inactive' : 'active';
  // One mutation each, so each toasts its own message whatever the status shows meanwhile.
  const suspend = useUpdateUserStatus('inactive');
  const activate = useUpdateUserStatus('active');
  const updateStatus = next === 'inactive' ? suspend : activate;
  if (!ability.can('update', 'User')) return null;
  return (
    <>
      <Group gap="sm" justify="center" mt="md">
        <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
          {t('users.actions.edit')}
        </Button>
        {user.id === ownId ? null : (
          <Button
            variant="light"
            color={next === 'inactive' ? 'red' : 'green'}
            leftSection={
              next === 'inactive' ? (
                <IconPlayerPause size={16} aria-hidden />
              ) : (
                <IconPlayerPlay size={16} aria-hidden />
              )
            }
            loading={suspend.isPending || activate.isPending}
            onClick={() =>
              updateStatus.mutate({ id: user.id, status: next, version: user.version })
            }
          >
            {t(next === 'inactive' ? 'users.actions.suspend' : 'users.actions.activate')}
          </Button>
        )}
      </Group>
      <AddUserDrawer opened={editing} user={user} onClose={() => setEditing(false)} />
    </>
  );
}

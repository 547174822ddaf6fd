import { useState } from 'react';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SessionItem, SessionList, sessionDevice } from '@/components/access/session-item';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { LoadError } from '@/components/feedback/load-error';
import { SectionCard } from '@/components/layout/section-card';
import { useAbility } from '@/lib/ability/can';
import { useServerToday } from '@/lib/clock/get-server-clock';
import { useEndUserSession } from '../api/end-user-session';
import { useEndUserSessions } from '../api/end-user-sessions';
import { useUserSecurity } from '../api/get-user-security';
import type { User } from '../api/user-schemas';
import type { UserSession } from '../api/user-security-schemas';

type Confirming = { kind: 'one'; entry: UserSession } | { kind: 'all' } | null;

/**
 * Where the user is signed in: one row per sign-in, Sign out for each and for all at once, each
 * asked first. Takes effect at once: the user's tabs land on sign-in, told why.
 */
export function UserSessionsCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const today = useServerToday();
  const canUpdate = useAbility().can('update', 'User');
  const security = useUserSecurity(user.id);
  const endOne = useEndUserSession(user.id);
  const endAll = useEndUserSessions(user.id);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [shown, setShown] = useState<Exclude<Confirming, null>>({ kind: 'all' });
  const sessions = security.data?.sessions;
  const others = sessions?.filter((entry) => !entry.current).length ?? 0;
  const keepsYours = sessions?.some((entry) => entry.current) ?? false;
  const ask = (next: Exclude<Confirming, null>) => {
    setShown(next);
    setConfirming(next);
  };
  const close = () => setConfirming(null);
  const pending = endOne.isPending || endAll.isPending;
  return (
    <SectionCard
      title={t('users.security.sessions.title')}
      description={t('users.security.sessions.intro')}
      actions={
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconLogout size={14} aria-hidden className="app-flip-rtl" />}
          disabled={!canUpdate || others === 0}
          onClick={() => ask({ kind: 'all' })}
        >
          {t('users.security.sessions.endAll')}
        </Button>
      }
    >
      {security.error ? (
        <LoadError
          title={t('users.security.loadFailed')}
          error={security.error}
          onRetry={() => void security.refetch()}
        />
      ) : !sessions ? (
        <Stack gap="xs" aria-hidden>
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      ) : sessions.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('users.security.sessions.empty')}
        </Text>
      ) : (
        <SessionList label={t('users.security.sessions.title')}>
          {sessions.map((entry) => (
            <SessionItem
              key={entry.id}
              entry={entry}
              today={today}
              currentLabel={t('users.security.sessions.current')}
              disabled={!canUpdate}
              onEnd={() => ask({ kind: 'one', entry })}
            />
          ))}
        </SessionList>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={
          shown.kind === 'one'
            ? t('users.security.sessions.endOneTitle')
            : t('users.security.sessions.endAllTitle', { name: user.fullName })
        }
        confirmLabel={
          shown.kind === 'one'
            ? t('users.security.sessions.end')
            : t('users.security.sessions.endAll')
        }
        loading={pending}
        onCancel={close}
        onConfirm={() => {
          if (shown.kind === 'one') {
            endOne.mutate({ userId: user.id, sessionId: shown.entry.id }, { onSettled: close });
          } else {
            endAll.mutate(undefined, { onSettled: close });
          }
        }}
      >
        {shown.kind === 'one'
          ? t('users.security.sessions.endOneText', {
              device: sessionDevice(t, shown.entry),
            })
          : [
              t('users.security.sessions.endAllText', { count: others }),
              keepsYours ? t('users.security.sessions.keepsYours') : '',
            ]
              .filter(Boolean)
              .join(' ')}
      </ConfirmDialog>
    </SectionCard>
  );
}

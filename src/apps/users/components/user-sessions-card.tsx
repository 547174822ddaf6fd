import { useState } from 'react';
import { Badge, Button, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { LoadError } from '@/components/feedback/load-error';
import { SectionCard } from '@/components/layout/section-card';
import { useAbility } from '@/lib/ability/can';
import { useServerToday } from '@/lib/clock/get-server-clock';
import { formatListTime } from '@/lib/i18n/formats';
import { useEndUserSession } from '../api/end-user-session';
import { useEndUserSessions } from '../api/end-user-sessions';
import { useUserSecurity } from '../api/get-user-security';
import type { User } from '../api/user-schemas';
import type { UserSession } from '../api/user-security-schemas';

const MOBILE_SYSTEMS = new Set(['Android', 'iOS']);

/** "Chrome on Linux"; what the User-Agent did not say is named as unknown. */
function sessionDevice(t: TFunction, entry: Pick<UserSession, 'browser' | 'os'>) {
  return t('users.security.sessions.device', {
    browser: entry.browser ?? t('users.security.sessions.unknownBrowser'),
    os: entry.os ?? t('users.security.sessions.unknownSystem'),
  });
}

function SessionRow({
  entry,
  today,
  canUpdate,
  onEnd,
}: {
  entry: UserSession;
  today: string;
  canUpdate: boolean;
  onEnd: (entry: UserSession) => void;
}) {
  const { t, i18n } = useTranslation();
  const device = sessionDevice(t, entry);
  const Icon = entry.os && MOBILE_SYSTEMS.has(entry.os) ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py="xs">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} fz="sm">
              {device}
            </Text>
            {entry.current ? (
              <Badge size="sm" variant="light" color="green">
                {t('users.security.sessions.current')}
              </Badge>
            ) : null}
          </Group>
          <Text fz="xs" c="dimmed">
            {t('users.security.sessions.times', {
              signedIn: formatListTime(entry.signedInAt, today, i18n.language),
              lastUsed: formatListTime(entry.lastUsedAt, today, i18n.language),
            })}
          </Text>
        </div>
      </Group>
      {entry.current ? null : (
        <Button
          size="xs"
          variant="default"
          aria-label={t('users.security.sessions.endOne', { device })}
          disabled={!canUpdate}
          onClick={() => onEnd(entry)}
        >
          {t('users.security.sessions.end')}
        </Button>
      )}
    </Group>
  );
}

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
        <Stack
          component="ul"
          gap={0}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('users.security.sessions.title')}
        >
          {sessions.map((entry) => (
            <SessionRow
              key={entry.id}
              entry={entry}
              today={today}
              canUpdate={canUpdate}
              onEnd={(ended) => ask({ kind: 'one', entry: ended })}
            />
          ))}
        </Stack>
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
          ? t('users.security.sessions.endOneText', { device: sessionDevice(t, shown.entry) })
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

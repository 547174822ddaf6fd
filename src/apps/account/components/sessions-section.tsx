import { useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { LoadError } from '@/components/feedback/load-error';
import { useServerToday } from '@/lib/clock/get-server-clock';
import { formatListTime } from '@/lib/i18n/formats';
import type { AccountSession } from '../api/account-schemas';
import { useEndAccountSession } from '../api/end-account-session';
import { useEndOtherAccountSessions } from '../api/end-other-account-sessions';
import { useAccountSessions } from '../api/list-account-sessions';

const MOBILE_SYSTEMS = new Set(['Android', 'iOS']);

/** "Chrome on Linux"; what the User-Agent did not say is named as unknown. */
export function sessionDevice(t: TFunction, entry: Pick<AccountSession, 'browser' | 'os'>) {
  return t('account.sessions.device', {
    browser: entry.browser ?? t('account.sessions.unknownBrowser'),
    os: entry.os ?? t('account.sessions.unknownSystem'),
  });
}

function SessionRow({ entry, today }: { entry: AccountSession; today: string }) {
  const { t, i18n } = useTranslation();
  const end = useEndAccountSession();
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
                {t('account.sessions.current')}
              </Badge>
            ) : null}
          </Group>
          <Text fz="xs" c="dimmed">
            {t('account.sessions.times', {
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
          aria-label={t('account.sessions.endOne', { device })}
          onClick={() => end.mutate(entry.id)}
        >
          {t('account.sessions.end')}
        </Button>
      )}
    </Group>
  );
}

/**
 * Where the user is signed in: one row per sign-in (the current one marked), Sign out for each
 * other and for all others at once. Their tabs land on sign-in at their next call.
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const today = useServerToday();
  const sessions = useAccountSessions();
  const endOthers = useEndOtherAccountSessions();
  const [confirming, setConfirming] = useState(false);
  const others = sessions.data?.filter((entry) => !entry.current).length ?? 0;
  return (
    <Paper p="lg" shadow="xs" component="section" aria-labelledby="account-sessions-title">
      <Group justify="space-between" mb="xs" gap="sm">
        <Title id="account-sessions-title" order={2} fz="h4">
          {t('account.sessions.title')}
        </Title>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconLogout size={14} aria-hidden className="app-flip-rtl" />}
          disabled={others === 0}
          onClick={() => setConfirming(true)}
        >
          {t('account.sessions.endOthers')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('account.sessions.endOthersTitle')}
        confirmLabel={t('account.sessions.endOthers')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          endOthers.mutate();
        }}
      >
        {t('account.sessions.endOthersText', { count: others })}
      </ConfirmDialog>
      <Text fz="sm" mb="sm">
        <bdi>{t('account.sessions.intro')}</bdi>
      </Text>
      {sessions.error ? (
        <LoadError
          title={t('account.sessions.loadFailed')}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
        />
      ) : sessions.data ? (
        <Stack
          component="ul"
          gap={0}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="account-sessions-title"
        >
          {sessions.data.map((entry) => (
            <SessionRow key={entry.id} entry={entry} today={today} />
          ))}
        </Stack>
      ) : (
        <Stack gap="xs" aria-hidden>
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      )}
    </Paper>
  );
}

import { useState } from 'react';
import { Button, Skeleton, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SessionItem, SessionList } from '@/components/access/session-item';
import { SectionCard } from '@/components/layout/section-card';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { LoadError } from '@/components/feedback/load-error';
import { useServerToday } from '@/lib/clock/get-server-clock';
import { useEndAccountSession } from '../api/end-account-session';
import { useEndOtherAccountSessions } from '../api/end-other-account-sessions';
import { useAccountSessions } from '../api/list-account-sessions';

/**
 * Where the user is signed in: one row per sign-in (the current one marked), Sign out for each
 * other and for all others at once. Their tabs land on sign-in at their next call.
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const today = useServerToday();
  const sessions = useAccountSessions();
  const endOne = useEndAccountSession();
  const endOthers = useEndOtherAccountSessions();
  const [confirming, setConfirming] = useState(false);
  const others = sessions.data?.filter((entry) => !entry.current).length ?? 0;
  return (
    <SectionCard
      title={t('account.sessions.title')}
      description={t('account.sessions.intro')}
      actions={
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
      }
    >
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
      {sessions.error ? (
        <LoadError
          title={t('account.sessions.loadFailed')}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
        />
      ) : sessions.data ? (
        <SessionList label={t('account.sessions.title')}>
          {sessions.data.map((entry) => (
            <SessionItem
              key={entry.id}
              entry={entry}
              today={today}
              currentLabel={t('account.sessions.current')}
              onEnd={() => endOne.mutate(entry.id)}
            />
          ))}
        </SessionList>
      ) : (
        <Stack gap="xs" aria-hidden>
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      )}
    </SectionCard>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/layout/section-card';
import { useAbility } from '@/lib/ability/can';
import { useServerToday } from '@/lib/clock/get-server-clock';
import { formatListTime } from '@/lib/i18n/formats';
import { useUserSecurity } from '../api/get-user-security';
import { useResendUserInvitation } from '../api/resend-user-invitation';
import type { User } from '../api/user-schemas';

/**
 * For a user who has no password yet: the invitation mailed to them (when, until when, or that it
 * lapsed) and the way to mail a new link, which replaces the earlier ones.
 */
export function UserInvitationCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const today = useServerToday();
  const canUpdate = useAbility().can('update', 'User');
  const security = useUserSecurity(user.id);
  const resend = useResendUserInvitation(user.id);
  if (!security.data?.invitable) return null;
  const { invitation } = security.data;
  const times = invitation && {
    sentAt: formatListTime(invitation.sentAt, today, i18n.language),
    expiresAt: formatListTime(invitation.expiresAt, today, i18n.language),
  };
  return (
    <SectionCard
      title={t('users.security.invitation.title')}
      description={t('users.security.invitation.intro')}
    >
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed">
          {!times
            ? t('users.security.invitation.none')
            : invitation?.expired
              ? t('users.security.invitation.expired', times)
              : t('users.security.invitation.waiting', times)}
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconMailForward size={14} aria-hidden className="app-flip-rtl" />}
          loading={resend.isPending}
          disabled={!canUpdate}
          onClick={() => resend.mutate()}
        >
          {invitation ? t('users.security.invitation.resend') : t('users.security.invitation.send')}
        </Button>
      </Group>
    </SectionCard>
  );
}

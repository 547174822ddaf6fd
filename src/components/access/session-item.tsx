import type { ReactNode } from 'react';
import { Badge, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TFunction } from 'i18next';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatListTime } from '@/lib/i18n/formats';
import type { SignInSession } from '@/lib/session/session-schemas';

const MOBILE_SYSTEMS = new Set(['Android', 'iOS']);

/** A list of sessions (`<ul>`), named by `label`, its items `SessionItem`s. */
export function SessionList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** "Chrome on Linux"; what the User-Agent did not say is named as unknown. */
export function sessionDevice(t: TFunction, entry: Pick<SignInSession, 'browser' | 'os'>): string {
  return t('account.sessions.device', {
    browser: entry.browser ?? t('account.sessions.unknownBrowser'),
    os: entry.os ?? t('account.sessions.unknownSystem'),
  });
}

/**
 * One sign-in in a list of sessions (`<li>`): the device's icon (a phone for Android and iOS), the
 * device ("Chrome on Linux"), a badge for the session in use, when it signed in and was last
 * used, and Sign out for any other (`onEnd`; `disabled` for those who may not). Worded as My
 * account words them; the badge is the caller's ("This browser" there, "Your session" to an
 * admin looking at their own sessions).
 */
export function SessionItem({
  entry,
  today,
  currentLabel,
  onEnd,
  disabled = false,
}: {
  entry: SignInSession;
  /** The server's today, so that a time of today reads as a time only. */
  today: string;
  currentLabel: string;
  onEnd: () => void;
  disabled?: boolean;
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
                {currentLabel}
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
          disabled={disabled}
          onClick={onEnd}
        >
          {t('account.sessions.end')}
        </Button>
      )}
    </Group>
  );
}

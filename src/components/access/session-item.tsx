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

/**
 * The keys a list of sessions is worded with, under one prefix (`account.sessions`,
 * `users.security.sessions`): `device`, `unknownBrowser`, `unknownSystem`, `current`, `times`,
 * `end` and `endOne`. My account and an admin's view of a user's sessions say them each their way.
 */
export type SessionWords = 'account.sessions' | 'users.security.sessions';

/** "Chrome on Linux"; what the User-Agent did not say is named as unknown. */
export function sessionDevice(
  t: TFunction,
  words: SessionWords,
  entry: Pick<SignInSession, 'browser' | 'os'>,
): string {
  return t(`${words}.device`, {
    browser: entry.browser ?? t(`${words}.unknownBrowser`),
    os: entry.os ?? t(`${words}.unknownSystem`),
  });
}

/**
 * One sign-in in a list of sessions (`<li>`): the device's icon (a phone for Android and iOS), the
 * device ("Chrome on Linux"), a badge for the session in use, when it signed in and was last
 * used, and Sign out for any other (`onEnd`; `disabled` for those who may not).
 */
export function SessionItem({
  entry,
  today,
  words,
  onEnd,
  disabled = false,
}: {
  entry: SignInSession;
  /** The server's today, so that a time of today reads as a time only. */
  today: string;
  words: SessionWords;
  onEnd: () => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const device = sessionDevice(t, words, entry);
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
                {t(`${words}.current`)}
              </Badge>
            ) : null}
          </Group>
          <Text fz="xs" c="dimmed">
            {t(`${words}.times`, {
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
          aria-label={t(`${words}.endOne`, { device })}
          disabled={disabled}
          onClick={onEnd}
        >
          {t(`${words}.end`)}
        </Button>
      )}
    </Group>
  );
}

import { useEffect, useState } from 'react';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/http/api-error';

/** A mailed link (a reset, an invitation) as its page knows it. */
export type LinkState =
  { status: 'checking' } | { status: 'usable' } | { status: 'unusable'; error: unknown };

/**
 * Checks the link's token once, as the page opens, so that an expired or used link is said
 * before a password is typed. No token at all is an unknown link: nothing to ask the API.
 */
export function useMailedLink(
  token: string | undefined,
  check: (token: string) => Promise<unknown>,
): LinkState {
  const [link, setLink] = useState<LinkState>(() =>
    token ? { status: 'checking' } : { status: 'unusable', error: null },
  );
  useEffect(() => {
    if (!token) return;
    let current = true;
    check(token).then(
      () => current && setLink({ status: 'usable' }),
      (error: unknown) => current && setLink({ status: 'unusable', error }),
    );
    return () => {
      current = false;
    };
  }, [token, check]);
  return link;
}

/**
 * What the page shows in place of its form until the link is usable: a skeleton while it is
 * checked, then why it cannot be used (the API's reason, or `invalidKey` for no token at all).
 */
export function MailedLinkState({
  link,
  invalidKey,
}: {
  link: Exclude<LinkState, { status: 'usable' }>;
  invalidKey: string;
}) {
  const { t } = useTranslation();
  if (link.status === 'checking') {
    return (
      <Stack gap="md" aria-hidden>
        <Skeleton h={60} />
        <Skeleton h={36} />
      </Stack>
    );
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      <bdi>{link.error ? errorMessage(link.error, t) : t(invalidKey)}</bdi>
    </Alert>
  );
}

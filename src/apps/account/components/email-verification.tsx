import { Alert, Button, Group } from '@mantine/core';
import { IconMailExclamation, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '@/lib/i18n/languages';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { useSendVerificationMail } from '../api/send-verification-mail';

/**
 * Says that an address waits for the link mailed to it, and mails it again on demand: the
 * account's own address, not verified yet since sign-up; or, with `pendingEmail`, a change of
 * email, which can also be cancelled. The account keeps its address (sign-in, a forgotten
 * password) until the link mailed to the new one is opened.
 */
export function EmailVerification({
  email,
  pendingEmail,
}: {
  email: string;
  pendingEmail: string | null;
}) {
  const { t, i18n } = useTranslation();
  const resend = useSendVerificationMail();
  const cancel = useCancelEmailChange();
  const changing = pendingEmail !== null;
  return (
    <Alert
      color={changing ? 'blue' : 'yellow'}
      variant="light"
      icon={changing ? <IconMailForward aria-hidden /> : <IconMailExclamation aria-hidden />}
      title={t(changing ? 'account.emailChange.title' : 'account.verification.title')}
    >
      <bdi>
        {changing
          ? t('account.emailChange.text', { email: pendingEmail, current: email })
          : t('account.verification.text', { email })}
      </bdi>
      <Group gap="xs" mt="sm">
        <Button
          size="xs"
          variant="default"
          loading={resend.isPending}
          disabled={cancel.isPending}
          onClick={() => resend.mutate(languageOf(i18n.resolvedLanguage))}
        >
          {t('account.verification.resend')}
        </Button>
        {changing ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={cancel.isPending}
            disabled={resend.isPending}
            onClick={() => cancel.mutate()}
          >
            {t('account.emailChange.cancel')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}

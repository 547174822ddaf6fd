import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '@/lib/i18n/languages';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { useSendVerificationMail } from '../api/send-verification-mail';

/**
 * Says that a change of email waits for its link: the account keeps its address (sign-in, a
 * forgotten password) until the link mailed to the new one is opened. The link can be mailed
 * again, or the change cancelled.
 */
export function EmailChangePending({
  email,
  pendingEmail,
}: {
  email: string;
  pendingEmail: string;
}) {
  const { t, i18n } = useTranslation();
  const resend = useSendVerificationMail();
  const cancel = useCancelEmailChange();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconMailForward aria-hidden />}
      title={t('account.emailChange.title')}
    >
      <Text fz="sm">
        <bdi>{t('account.emailChange.text', { email: pendingEmail, current: email })}</bdi>
      </Text>
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
      </Group>
    </Alert>
  );
}

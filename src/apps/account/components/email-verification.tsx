import { Alert, Button } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '@/lib/i18n/languages';
import { useSendVerificationMail } from '../api/send-verification-mail';

/**
 * Says that the account's address is not verified yet (from sign-up), and mails the link again
 * on demand. A change of email waiting for its link is said by `EmailChangePending` instead.
 */
export function EmailVerification({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  const resend = useSendVerificationMail();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailExclamation aria-hidden />}
      title={t('account.verification.title')}
    >
      <bdi>{t('account.verification.text', { email })}</bdi>
      <Button
        mt="sm"
        size="xs"
        variant="default"
        display="block"
        loading={resend.isPending}
        onClick={() => resend.mutate(languageOf(i18n.resolvedLanguage))}
      >
        {t('account.verification.resend')}
      </Button>
    </Alert>
  );
}

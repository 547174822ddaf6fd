import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/http/api-error';

/**
 * A failed submit that belongs to the whole form rather than one field (a 500, a network error):
 * `form.failure` of `useAppForm`, worded in the current language.
 */
export function FormError({ error, title }: { error: unknown; title?: string }) {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
      role="alert"
      title={title}
    >
      {errorMessage(error, t)}
    </Alert>
  );
}

import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** An error that belongs to the whole form rather than one field. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
      {message}
    </Alert>
  );
}

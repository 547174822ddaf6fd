import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** The note above a form the user may look at but not change (another's task, a past event). */
export function ReadOnlyNote({ children }: { children: ReactNode }) {
  return (
    <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
      {children}
    </Alert>
  );
}

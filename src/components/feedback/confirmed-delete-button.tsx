import { useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from './confirm-dialog';

type ConfirmedDeleteButtonProps = {
  /** The button's and the dialog's confirm label ("Delete"). */
  label: string;
  /** The dialog's title. */
  title: string;
  /** The question, naming what goes. */
  children: ReactNode;
  /** The delete is running: the confirm button spins and the dialog stays. */
  loading: boolean;
  /** Why the delete was refused, shown in the dialog. */
  error?: unknown;
  /** Runs the delete; it calls `close` once the delete has succeeded. */
  onConfirm: (close: () => void) => void;
};

/**
 * A delete that cannot be undone: a red button that asks first (`ConfirmDialog`), for the drawers
 * that delete their record for good (a calendar event, a task in the trash).
 */
export function ConfirmedDeleteButton({
  label,
  title,
  children,
  loading,
  error,
  onConfirm,
}: ConfirmedDeleteButtonProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        {label}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={title}
        confirmLabel={label}
        loading={loading}
        error={error}
        onConfirm={() => onConfirm(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}

import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { Modal } from '@/components/overlays/modal';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: the button spins and the dialog stays. */
  loading?: boolean;
  /** Why the action was refused (a failed mutation's error), shown above the buttons. */
  error?: unknown;
};

/**
 * Asks before a destructive action. Focus starts on Cancel, so Enter pressed out of habit does not
 * delete anything.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  loading = false,
  error = null,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const refused = error !== null && error !== undefined;
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!loading) onCancel();
      }}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      {/* Names in the text (a task's title, a user's) can be one long word. */}
      <Text mb="lg" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
      <FormError error={error} />
      <Group justify="flex-end" mt={refused ? 'lg' : 0}>
        <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
          {t('common.actions.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { errorMessage, httpStatus } from '@/lib/http/api-error';
import { notify } from '@/lib/notify/notify';
import type { Invoice } from '../api/invoice-schemas';
import { useDeleteInvoices } from '../api/delete-invoices';

/**
 * Asks before deleting one invoice or the selection (an invoice is a financial record: the issue
 * asks for a confirmation rather than an undo). A refusal stays in the dialog.
 */
export function DeleteInvoicesDialog({
  invoices,
  onClose,
}: {
  /** null: closed. */
  invoices: readonly Invoice[] | null;
  onClose: (deleted: boolean) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteInvoices();
  const count = invoices?.length ?? 0;
  const first = invoices?.[0];
  const close = (deleted: boolean) => {
    remove.reset();
    onClose(deleted);
  };
  return (
    <ConfirmDialog
      opened={invoices !== null}
      title={t('invoices.delete.title', { count })}
      confirmLabel={t('common.actions.delete')}
      loading={remove.isPending}
      error={remove.error}
      onCancel={() => close(false)}
      onConfirm={() => {
        if (!invoices) return;
        remove.mutate(
          invoices.map(({ id, version }) => ({ id, version })),
          {
            onSuccess: () => close(true),
            onError: (error) => {
              // Some changed meanwhile: the list is read again, so the choice is made afresh.
              if (httpStatus(error) !== 412) return;
              notify.error(errorMessage(error, t));
              close(false);
            },
          },
        );
      }}
    >
      {count === 1 && first
        ? t('invoices.delete.one', { id: first.id, name: first.client.name })
        : t('invoices.delete.many', { count })}
    </ConfirmDialog>
  );
}

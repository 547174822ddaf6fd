import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a drawer gives the form of its record, besides the record. */
export type DrawerFormProps = {
  saving: boolean;
  onCancel: () => void;
  /** The drawer's own actions (delete, restore), shown at the end of the form. */
  actions?: ReactNode;
};

/**
 * The end of a record's form in a drawer: the submit (none when the user may only look), Cancel
 * (Close when they may only look), and the drawer's own actions at the far end.
 */
export function DrawerFormButtons({
  readOnly,
  submitLabel,
  closeLabel,
  saving,
  onCancel,
  actions,
}: DrawerFormProps & { readOnly: boolean; submitLabel: string; closeLabel: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs">
      <Group gap="xs">
        {readOnly ? null : (
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        )}
        <Button variant="default" onClick={onCancel}>
          {readOnly ? closeLabel : t('common.actions.cancel')}
        </Button>
      </Group>
      {actions}
    </Group>
  );
}

import { Button, Group, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A form's closing buttons, at its end: Cancel, then the submit. While the form saves
 * (`loading`) the submit shows it and Cancel waits.
 */
export function FormButtons({
  submitLabel,
  loading,
  onCancel,
  color,
  mt,
}: {
  submitLabel: string;
  loading: boolean;
  onCancel: () => void;
  /** The submit's colour, for a step that is not the usual one (a refund). */
  color?: string;
  mt?: MantineSpacing;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={loading}>
        {t('common.actions.cancel')}
      </Button>
      <Button type="submit" loading={loading} color={color}>
        {submitLabel}
      </Button>
    </Group>
  );
}

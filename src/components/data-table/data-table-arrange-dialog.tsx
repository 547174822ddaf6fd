import { useState } from 'react';
import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from '@/stores/data-table-columns';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/overlays/modal';
import parts from './data-table-parts.module.css';

type ArrangeDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Every column, in the order shown, with its header. */
  columns: readonly { id: string; header: string }[];
  /** The widths the user set (px), by column id. */
  widths: Readonly<Record<string, number>>;
  onMove: (columnId: string, offset: -1 | 1) => void;
  /** `undefined`: the column's own width. */
  onWidthChange: (columnId: string, width: number | undefined) => void;
  /** Every column shown, in its own order and width. */
  onReset: () => void;
};

/**
 * Puts the columns in another order with buttons (keyboard and screen reader friendly, no drag
 * library): each moves one column one place; and sets their widths in pixels (what dragging a
 * header's edge does with a pointer).
 */
export function DataTableArrangeDialog({
  opened,
  onClose,
  columns,
  widths,
  onMove,
  onWidthChange,
  onReset,
}: ArrangeDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dataTable.columns.arrangeTitle')}
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Text fz="sm" c="dimmed" mb="sm">
        {t('dataTable.columns.arrangeHelp')}
      </Text>
      <ol className={parts.arrangeList}>
        {columns.map((column, index) => (
          <li key={column.id} className={parts.arrangeItem}>
            <Text fz="sm" className={parts.arrangeName}>
              {column.header}
            </Text>
            <Group gap={4} wrap="nowrap">
              <WidthInput
                // A new input when the saved width changes elsewhere (Reset, a drag).
                key={Object.hasOwn(widths, column.id) ? widths[column.id] : 'auto'}
                label={t('dataTable.columns.width', { column: column.header })}
                placeholder={t('dataTable.columns.autoWidth')}
                width={Object.hasOwn(widths, column.id) ? widths[column.id] : undefined}
                onChange={(width) => onWidthChange(column.id, width)}
              />
              <ActionIcon
                variant="subtle"
                aria-label={t('dataTable.columns.moveUp', { column: column.header })}
                disabled={index === 0}
                onClick={() => onMove(column.id, -1)}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={t('dataTable.columns.moveDown', { column: column.header })}
                disabled={index === columns.length - 1}
                onClick={() => onMove(column.id, 1)}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </li>
        ))}
      </ol>
      <Group justify="space-between" mt="md">
        <Button variant="default" onClick={onReset}>
          {t('dataTable.columns.reset')}
        </Button>
        <Button onClick={onClose}>{t('common.actions.close')}</Button>
      </Group>
    </Modal>
  );
}

type WidthInputProps = {
  label: string;
  placeholder: string;
  width: number | undefined;
  onChange: (width: number | undefined) => void;
};

/** A column's width in pixels, saved when it is a width the table takes (or empty: automatic). */
function WidthInput({ label, placeholder, width, onChange }: WidthInputProps) {
  const [text, setText] = useState(width === undefined ? '' : String(width));
  const commit = () => {
    const trimmed = text.trim();
    if (trimmed === '') {
      if (width !== undefined) onChange(undefined);
      return;
    }
    const value = Number(trimmed);
    if (Number.isInteger(value) && value >= MIN_COLUMN_WIDTH && value <= MAX_COLUMN_WIDTH) {
      if (value !== width) onChange(value);
    } else {
      setText(width === undefined ? '' : String(width));
    }
  };
  return (
    <TextInput
      type="number"
      min={MIN_COLUMN_WIDTH}
      max={MAX_COLUMN_WIDTH}
      step={8}
      w="5.5rem"
      size="xs"
      aria-label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

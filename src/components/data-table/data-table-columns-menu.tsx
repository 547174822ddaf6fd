import { Menu } from '@/components/overlays/menu';
import { TooltipIconButton } from '@/components/overlays/tooltip-icon-button';
import { IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDataTableColumns } from '@/stores/data-table-columns';
import type { DataTableColumn } from './data-table-types';

type ColumnsMenuProps<Row> = {
  /** Where the table's settings are kept (`columnSettingsKey`). */
  tableKey: string;
  /** In the order shown. */
  columns: readonly DataTableColumn<Row, string>[];
  hidden: readonly string[];
  /** Whether anything differs from the table's own columns (order, widths, hidden). */
  customised: boolean;
  /** Opens the dialog that puts the columns in another order. */
  onArrange: () => void;
};

/**
 * Shows or hides columns, opens the order dialog and resets everything; the choice is remembered
 * per table and user (`dataTableColumns`).
 */
export function DataTableColumnsMenu<Row>({
  tableKey,
  columns,
  hidden,
  customised,
  onArrange,
}: ColumnsMenuProps<Row>) {
  const { t } = useTranslation();
  const setColumnHidden = useDataTableColumns((state) => state.setColumnHidden);
  const showAllColumns = useDataTableColumns((state) => state.showAllColumns);
  const resetColumns = useDataTableColumns((state) => state.resetColumns);
  const hideable = columns.filter((column) => column.hideable !== false);
  const visibleCount = hideable.filter((column) => !hidden.includes(column.id)).length;
  return (
    <Menu position="bottom-end" closeOnItemClick={false}>
      <Menu.Target>
        <TooltipIconButton label={t('dataTable.columns.label')} variant="default" size="lg">
          <IconColumns3 size={18} aria-hidden />
        </TooltipIconButton>
      </Menu.Target>
      <Menu.Dropdown>
        {hideable.length > 0 ? <Menu.Label>{t('dataTable.columns.title')}</Menu.Label> : null}
        {hideable.map((column) => {
          const visible = !hidden.includes(column.id);
          return (
            <Menu.CheckboxItem
              key={column.id}
              checked={visible}
              // The last visible column stays: a table of checkboxes alone says nothing.
              disabled={visible && visibleCount === 1}
              onChange={(checked) => setColumnHidden(tableKey, column.id, !checked)}
            >
              {column.header}
            </Menu.CheckboxItem>
          );
        })}
        {hideable.length > 0 ? (
          <Menu.Item disabled={hidden.length === 0} onClick={() => showAllColumns(tableKey)}>
            {t('dataTable.columns.showAll')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item closeMenuOnClick onClick={onArrange}>
          {t('dataTable.columns.arrange')}
        </Menu.Item>
        <Menu.Item disabled={!customised} onClick={() => resetColumns(tableKey)}>
          {t('dataTable.columns.reset')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

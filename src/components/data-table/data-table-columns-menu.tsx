import { ActionIcon } from '@mantine/core';
import { Menu } from '@/components/overlays/menu';
import { Tooltip } from '@/components/overlays/tooltip';
import { IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDataTableColumns } from '@/stores/data-table-columns';
import type { DataTableColumn } from './data-table-types';

type ColumnsMenuProps<Row> = {
  tableId: string;
  columns: readonly DataTableColumn<Row, string>[];
  hidden: readonly string[];
};

/** Shows or hides columns; the choice is remembered per table (`dataTableColumns`). */
export function DataTableColumnsMenu<Row>({ tableId, columns, hidden }: ColumnsMenuProps<Row>) {
  const { t } = useTranslation();
  const setColumnHidden = useDataTableColumns((state) => state.setColumnHidden);
  const showAllColumns = useDataTableColumns((state) => state.showAllColumns);
  const hideable = columns.filter((column) => column.hideable !== false);
  const visibleCount = hideable.filter((column) => !hidden.includes(column.id)).length;
  if (hideable.length === 0) return null;
  return (
    <Menu position="bottom-end" closeOnItemClick={false}>
      <Menu.Target>
        <Tooltip label={t('dataTable.columns.label')} withArrow>
          <ActionIcon variant="default" size="lg" aria-label={t('dataTable.columns.label')}>
            <IconColumns3 size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('dataTable.columns.title')}</Menu.Label>
        {hideable.map((column) => {
          const visible = !hidden.includes(column.id);
          return (
            <Menu.CheckboxItem
              key={column.id}
              checked={visible}
              // The last visible column stays: a table of checkboxes alone says nothing.
              disabled={visible && visibleCount === 1}
              onChange={(checked) => setColumnHidden(tableId, column.id, !checked)}
            >
              {column.header}
            </Menu.CheckboxItem>
          );
        })}
        <Menu.Divider />
        <Menu.Item disabled={hidden.length === 0} onClick={() => showAllColumns(tableId)}>
          {t('dataTable.columns.showAll')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

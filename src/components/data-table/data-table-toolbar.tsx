import type { ReactNode } from 'react';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/forms/search-input';
import { pageSizes, type PageSize, type TableSearch } from '@/lib/list/list-search';
import { DataTableColumnsMenu } from './data-table-columns-menu';
import type { DataTableBulkAction, DataTableColumn } from './data-table-types';
import classes from './data-table.module.css';

type DataTableToolbarProps<Row> = {
  /** The table's id: the prefix of the page-size field's id. */
  id: string;
  /** A virtualized table shows every row: no page size. */
  virtual: boolean;
  search: Pick<TableSearch, 'q' | 'perPage'>;
  onSearchChange: (changes: { q?: string; perPage?: PageSize; page: number }) => void;
  /** With it, the Export button (every matching row). */
  exportAll?: { pending: boolean; disabled: boolean; run: () => void } | undefined;
  columnsMenu: {
    tableKey: string;
    columns: readonly DataTableColumn<Row, string>[];
    hidden: readonly string[];
    customised: boolean;
    onArrange: () => void;
  };
  actions?: ReactNode;
};

/** Above the table: the page size, the search, Export, the columns menu and the app's buttons. */
export function DataTableToolbar<Row>({
  id,
  virtual,
  search,
  onSearchChange,
  exportAll,
  columnsMenu,
  actions,
}: DataTableToolbarProps<Row>) {
  const { t } = useTranslation();
  return (
    <div className={classes.toolbar}>
      {virtual ? (
        <div />
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Text component="label" htmlFor={`${id}-page-size`} fz="sm">
            {t('dataTable.pageSize')}
          </Text>
          <NativeSelect
            id={`${id}-page-size`}
            size="sm"
            w={80}
            value={String(search.perPage)}
            data={pageSizes.map((size) => String(size))}
            onChange={(event) => {
              const { value } = event.currentTarget;
              const size = pageSizes.find((candidate) => String(candidate) === value);
              if (size) onSearchChange({ perPage: size, page: 1 });
            }}
          />
        </Group>
      )}
      <div className={classes.toolbarEnd}>
        <SearchInput
          className={classes.search}
          label={t('dataTable.search.label')}
          placeholder={t('dataTable.search.placeholder')}
          value={search.q}
          onChange={(q) => onSearchChange({ q, page: 1 })}
        />
        {exportAll ? (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exportAll.pending}
            disabled={exportAll.disabled}
            onClick={exportAll.run}
          >
            {t('dataTable.export')}
          </Button>
        ) : null}
        <DataTableColumnsMenu {...columnsMenu} />
        {actions}
      </div>
    </div>
  );
}

type DataTableBulkBarProps<Row> = {
  selectedRows: readonly Row[];
  actions: readonly DataTableBulkAction<Row>[];
  /** With it, "Export selected". */
  onExportSelected?: (() => void) | undefined;
  onClear: () => void;
};

/** The selection's bar: how many rows are selected, the bulk actions, export and clear. */
export function DataTableBulkBar<Row>({
  selectedRows,
  actions,
  onExportSelected,
  onClear,
}: DataTableBulkBarProps<Row>) {
  const { t } = useTranslation();
  return (
    <div className={classes.bulkBar} role="toolbar" aria-label={t('dataTable.selection.toolbar')}>
      <Text fz="sm" fw={500}>
        {t('dataTable.selection.count', { count: selectedRows.length })}
      </Text>
      {actions.map((action) => (
        <Button
          key={action.id}
          variant="light"
          color={action.color}
          size="compact-sm"
          leftSection={<action.icon size={14} aria-hidden />}
          onClick={() => action.run({ rows: selectedRows, clear: onClear })}
        >
          {action.label}
        </Button>
      ))}
      {onExportSelected ? (
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={onExportSelected}
        >
          {t('dataTable.selection.export')}
        </Button>
      ) : null}
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        {t('dataTable.selection.clear')}
      </Button>
    </div>
  );
}

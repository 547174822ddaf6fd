import { IconPencil, IconTrash } from '@tabler/icons-react';
import { CellActionIcon, cellClasses } from '@/components/data-table/data-table-cells';
import type { DataTableColumn } from '@/components/data-table/data-table-types';

const editIcon = <IconPencil size={18} aria-hidden />;
const deleteIcon = <IconTrash size={18} aria-hidden />;

/**
 * The back office's row actions: Edit (opens the row's drawer) and Delete, each named for its row
 * ("Edit SAVE10") and shown only to who may do it.
 */
export function editDeleteColumn<Row, SortColumn extends string>({
  header,
  name,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  header: string;
  /** The row's name in the buttons' labels. */
  name: (row: Row) => string;
  editLabel: (name: string) => string;
  deleteLabel: (name: string) => string;
  /** Left out for those who may not edit: no button. */
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
}): DataTableColumn<Row, SortColumn> {
  return {
    id: 'actions',
    header,
    hideable: false,
    align: 'end',
    render: (row) => (
      <div className={cellClasses.actions}>
        {onEdit ? (
          <CellActionIcon label={editLabel(name(row))} onClick={() => onEdit(row)}>
            {editIcon}
          </CellActionIcon>
        ) : null}
        {onDelete ? (
          <CellActionIcon color="red" label={deleteLabel(name(row))} onClick={() => onDelete(row)}>
            {deleteIcon}
          </CellActionIcon>
        ) : null}
      </div>
    ),
  };
}

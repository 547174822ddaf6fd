import { memo } from 'react';
import { Checkbox, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  matrixActions,
  matrixSubjects,
  type MatrixRow,
  type PermissionMatrix,
} from '@/lib/ability/role-matrix';
import { TableScroll } from '@/components/data-table/table-scroll';

type PermissionMatrixProps = {
  value: PermissionMatrix;
  onChange: (value: PermissionMatrix) => void;
  /** Shows the grid without letting it change (the administrator's). */
  readOnly?: boolean;
  /** Accessible name of the grid (its table). */
  label: string;
};

const rowOf = (checked: boolean): MatrixRow => ({
  read: checked,
  create: checked,
  update: checked,
  delete: checked,
});

function countChecked(rows: readonly MatrixRow[]) {
  const cells = rows.flatMap((row) => matrixActions.map((action) => row[action]));
  const checked = cells.filter(Boolean).length;
  return { all: checked === cells.length, some: checked > 0 && checked < cells.length };
}

/**
 * Subjects × read, create, update, delete, with select-all for the grid and for each row.
 * Memoised: typing the role's name does not re-render seventy checkboxes.
 */
export const PermissionMatrixInput = memo(function PermissionMatrixInput({
  value,
  onChange,
  readOnly = false,
  label,
}: PermissionMatrixProps) {
  const { t } = useTranslation();
  const total = countChecked(matrixSubjects.map((subject) => value[subject]));
  const setAll = (checked: boolean) =>
    onChange(
      Object.fromEntries(
        matrixSubjects.map((subject) => [subject, rowOf(checked)]),
      ) as PermissionMatrix,
    );

  return (
    <div>
      <Checkbox
        mb="sm"
        label={t('roles.matrix.selectAll')}
        checked={total.all}
        indeterminate={total.some}
        disabled={readOnly}
        onChange={(event) => setAll(event.currentTarget.checked)}
      />
      {/* Keyboard users scroll a wide grid too: the native container takes focus. */}
      <TableScroll minWidth={560}>
        <Table withTableBorder striped highlightOnHover verticalSpacing={6} aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('roles.matrix.subject')}</Table.Th>
              <Table.Th scope="col" ta="center">
                {t('roles.matrix.all')}
              </Table.Th>
              {matrixActions.map((action) => (
                <Table.Th key={action} scope="col" ta="center">
                  {t(`accessControl.actions.${action}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {matrixSubjects.map((subject) => {
              const row = value[subject];
              const subjectLabel = t(`accessControl.subjects.${subject}`);
              const state = countChecked([row]);
              return (
                <Table.Tr key={subject}>
                  <Table.Th scope="row" fw={500}>
                    {subjectLabel}
                  </Table.Th>
                  <Table.Td>
                    <Checkbox
                      mx="auto"
                      w="fit-content"
                      aria-label={t('roles.matrix.rowAll', { subject: subjectLabel })}
                      checked={state.all}
                      indeterminate={state.some}
                      disabled={readOnly}
                      onChange={(event) =>
                        onChange({ ...value, [subject]: rowOf(event.currentTarget.checked) })
                      }
                    />
                  </Table.Td>
                  {matrixActions.map((action) => (
                    <Table.Td key={action}>
                      <Checkbox
                        mx="auto"
                        w="fit-content"
                        aria-label={t('roles.matrix.cell', {
                          action: t(`accessControl.actions.${action}`),
                          subject: subjectLabel,
                        })}
                        checked={row[action]}
                        disabled={readOnly}
                        onChange={(event) =>
                          onChange({
                            ...value,
                            [subject]: { ...row, [action]: event.currentTarget.checked },
                          })
                        }
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </div>
  );
});

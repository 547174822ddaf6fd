import { memo, useCallback, useMemo } from 'react';
import { Button, SimpleGrid, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dayColumn, labelColumn, statusColumn } from '@/components/data-table/column-kinds';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, DataTableListProps } from '@/components/data-table/data-table-types';
import { Select } from '@/components/overlays/select';
import { Can, useAbility } from '@/lib/ability/can';
import { formatMoney, formatNumber, numberFormat } from '@/lib/i18n/formats';
import { fillT, memoT } from '@/lib/i18n/memo-t';
import { isOneOf } from '@/lib/list/list-search';
import { useDeleteDiscountCode } from '../api/delete-discount-code';
import type { DiscountCodeRecord } from '../api/discount-schemas';
import { discountKinds, type DiscountSortColumn } from '../discount-values';
import type { DiscountsSearch } from '../discounts-search';
import { DiscountDrawer } from './discount-drawer';
import { editDeleteColumn } from './edit-delete-column';
import { useRowDrawers } from './use-row-drawers';

const rowId = (code: DiscountCodeRecord) => String(code.id);
const rowLabel = (code: DiscountCodeRecord) => code.code;

/** What a code takes off, as the user's language writes it: "10 %", "$20.00", or a dash. */
function valueText(code: DiscountCodeRecord, language: string): string {
  if (code.kind === 'percent') {
    return numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
      code.value / 100,
    );
  }
  return code.kind === 'amount' ? formatMoney(code.value, language) : '—';
}

/** "Used 3 of 100", or "Used 3, no limit". */
export function usageText(t: TFunction, code: DiscountCodeRecord, language: string): string {
  const used = formatNumber(code.used, language);
  return code.usageLimit === null
    ? t('ecommerce.discounts.usage.unlimited', { used })
    : t('ecommerce.discounts.usage.limited', {
        used,
        limit: formatNumber(code.usageLimit, language),
      });
}

type Filters = Pick<DiscountsSearch, 'kind'>;

/** The list's filter: the kind of discount. */
const DiscountFilters = memo(function DiscountFilters({
  kind,
  onChange,
}: Filters & { onChange: (changes: Partial<Filters> & { page: number }) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Title order={2} fz="h5" mb="sm">
        {t('ecommerce.discounts.filters.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('ecommerce.discounts.fields.kind')}
          placeholder={t('ecommerce.discounts.filters.allKinds')}
          clearable
          value={kind ?? null}
          data={discountKinds.map((value) => ({
            value,
            label: t(`ecommerce.discounts.kinds.${value}`),
          }))}
          onChange={(value) =>
            onChange({ kind: isOneOf(discountKinds, value) ? value : undefined, page: 1 })
          }
        />
      </SimpleGrid>
    </>
  );
});

/** The Discount codes list: columns, the kind filter, the add and edit drawer, deletes. */
export function DiscountsTable(list: DataTableListProps<DiscountCodeRecord, DiscountsSearch>) {
  const { search, onSearchChange } = list;
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const ability = useAbility();
  const canUpdate = ability.can('update', 'Product');
  const canDelete = ability.can('delete', 'Product');
  const drawers = useRowDrawers(list.rows);
  const { edit } = drawers;
  const deleteCode = useDeleteDiscountCode();
  const remove = useCallback(
    (code: DiscountCodeRecord) =>
      deleteCode(
        { id: code.id, version: code.version },
        t('ecommerce.discounts.notifications.deleted', { code: code.code }),
      ),
    [deleteCode, t],
  );

  const columns = useMemo<DataTableColumn<DiscountCodeRecord, DiscountSortColumn>[]>(() => {
    const label = memoT(t);
    return [
      {
        id: 'code',
        header: t('ecommerce.discounts.fields.code'),
        sortKey: 'code',
        hideable: false,
        rowHeader: true,
        // A code reads left to right in every language.
        render: (code) => <bdi>{code.code}</bdi>,
        csv: (code) => code.code,
      },
      labelColumn({
        id: 'kind',
        header: t('ecommerce.discounts.fields.kind'),
        sortKey: 'kind',
        label: (code) => label(`ecommerce.discounts.kinds.${code.kind}`),
      }),
      {
        id: 'value',
        header: t('ecommerce.discounts.fields.value'),
        sortKey: 'value',
        align: 'end',
        render: (code) => valueText(code, language),
        csv: (code) => code.value,
      },
      {
        id: 'minSubtotal',
        header: t('ecommerce.discounts.fields.minSubtotal'),
        sortKey: 'minSubtotal',
        align: 'end',
        render: (code) =>
          code.minSubtotal > 0
            ? formatMoney(code.minSubtotal, language)
            : label('ecommerce.discounts.noMinimum'),
        csv: (code) => code.minSubtotal,
      },
      dayColumn({
        id: 'startsOn',
        header: t('ecommerce.discounts.fields.startsOn'),
        sortKey: 'startsOn',
        value: (code) => code.startsOn,
        language,
        empty: '—',
      }),
      dayColumn({
        id: 'endsOn',
        header: t('ecommerce.discounts.fields.endsOn'),
        sortKey: 'endsOn',
        value: (code) => code.endsOn,
        language,
        empty: '—',
      }),
      {
        id: 'used',
        header: t('ecommerce.discounts.fields.used'),
        sortKey: 'used',
        render: (code) => usageText(t, code, language),
        csv: (code) => code.used,
      },
      statusColumn({
        id: 'active',
        header: t('ecommerce.discounts.fields.status'),
        sortKey: 'active',
        label: (code) => label(`ecommerce.discounts.status.${code.active ? 'active' : 'inactive'}`),
        color: (code) => (code.active ? 'green' : 'gray'),
      }),
      editDeleteColumn<DiscountCodeRecord, DiscountSortColumn>({
        header: t('ecommerce.discounts.fields.actions'),
        name: rowLabel,
        editLabel: fillT(t, 'ecommerce.discounts.actions.editCode', 'code'),
        deleteLabel: fillT(t, 'ecommerce.discounts.actions.deleteCode', 'code'),
        onEdit: canUpdate ? edit : undefined,
        onDelete: canDelete ? remove : undefined,
      }),
    ];
  }, [t, language, canUpdate, canDelete, remove, edit]);

  return (
    <>
      <DataTable<DiscountCodeRecord, DiscountSortColumn>
        id="ecommerce-discounts"
        label={t('ecommerce.discounts.table.label')}
        {...list}
        columns={columns}
        getRowId={rowId}
        getRowLabel={rowLabel}
        emptyText={t('ecommerce.discounts.table.empty')}
        filters={<DiscountFilters kind={search.kind} onChange={onSearchChange} />}
        actions={
          <Can I="create" a="Product">
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={drawers.openAdd}>
              {t('ecommerce.discounts.actions.add')}
            </Button>
          </Can>
        }
      />
      <DiscountDrawer opened={drawers.adding} onClose={drawers.closeAdd} />
      <DiscountDrawer opened={drawers.editing} code={drawers.edited} onClose={drawers.closeEdit} />
    </>
  );
}

import { memo } from 'react';
import { Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** `[from, to]`, each a calendar day `YYYY-MM-DD` or undefined (no bound). */
export type DateRange = [from: string | undefined, to: string | undefined];

type DateRangeFilterProps = {
  /** What the range filters (the group's name: "Issued date"). */
  label: string;
  value: DateRange;
  onChange: (value: DateRange) => void;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The browser's date input gives '' while a day is incomplete: that is no bound. */
const toBound = (value: string) => (DAY.test(value) ? value : undefined);

/**
 * Two native date inputs (From, To) in a labelled group: no date library on the list page, the
 * browser's own picker and keyboard entry, both bounds optional. Each limits the other (`min`,
 * `max`), so the picker offers no empty range.
 */
export const DateRangeFilter = memo(function DateRangeFilter({
  label,
  value: [from, to],
  onChange,
}: DateRangeFilterProps) {
  const { t } = useTranslation();
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Text component="legend" fz="sm" fw={500} mb={2} p={0}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" grow>
        <TextInput
          type="date"
          aria-label={t('dataTable.dateRange.from', { label })}
          value={from ?? ''}
          max={to}
          onChange={(event) => onChange([toBound(event.currentTarget.value), to])}
        />
        <TextInput
          type="date"
          aria-label={t('dataTable.dateRange.to', { label })}
          value={to ?? ''}
          min={from}
          onChange={(event) => onChange([from, toBound(event.currentTarget.value)])}
        />
      </Group>
    </fieldset>
  );
});

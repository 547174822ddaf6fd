import { IconCalendar } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { isolatedDate } from './isolated-date';

/**
 * What every date picker of the app shares: the calendar icon, a dropdown in a portal (above a
 * drawer's scroll), a readable placeholder (it is text, not a native placeholder), and one id for
 * the field and its popover. Mantine names the dropdown (a dialog) by the popover's id: with an id
 * of its own, the field's would differ and the dialog would have no name.
 */
export function datePickerProps(id: string) {
  return {
    id,
    leftSection: <IconCalendar size={16} aria-hidden />,
    popoverProps: { id, withinPortal: true },
    styles: { placeholder: { color: 'var(--mantine-color-dimmed)' } },
  };
}

/** A picker's header controls, named for screen readers (Mantine leaves the arrows unnamed). */
export const pickerLabels = (t: TFunction) => ({
  monthLevelControl: t('common.datePicker.chooseMonth'),
  yearLevelControl: t('common.datePicker.chooseYear'),
  previousDecade: t('common.datePicker.previousDecade'),
  nextDecade: t('common.datePicker.nextDecade'),
  previousYear: t('common.datePicker.previousYear'),
  nextYear: t('common.datePicker.nextYear'),
  previousMonth: t('common.datePicker.previousMonth'),
  nextMonth: t('common.datePicker.nextMonth'),
});

/**
 * A picker of one day, as the forms and the list filters show it: `datePickerProps`, the day as
 * "1 Nov 2026" in the interface language (isolated for right to left), the header's controls named.
 */
export function dayPickerProps(id: string, t: TFunction) {
  return {
    ...datePickerProps(id),
    valueFormat: 'D MMM YYYY',
    valueFormatter: isolatedDate,
    ariaLabels: pickerLabels(t),
  };
}

/**
 * A form's day field (`YYYY-MM-DD`, the empty string for none) as a DatePickerInput takes it: the
 * picker holds null for no day and answers null when cleared. The rest of `getInputProps` (the
 * error, focus and blur) passes as it is.
 */
export function dayFieldProps<P extends { value?: unknown; onChange: (value: string) => void }>({
  value,
  onChange,
  ...rest
}: P) {
  return {
    ...rest,
    value: typeof value === 'string' && value !== '' ? value : null,
    onChange: (day: string | null) => onChange(day ?? ''),
  };
}

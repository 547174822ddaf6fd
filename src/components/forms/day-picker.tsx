import { useId } from 'react';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { dayFieldProps, dayPickerProps } from './date-picker-props';
import { DatesLocale } from './dates-locale';
import type { DayFieldProps } from './day-field';

/** The picker of `DayField`, with the date library: a chunk of its own. */
export function DayPicker({
  label,
  required,
  minDate,
  clearable,
  description,
  inputProps,
}: DayFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <DatesLocale>
      <DatePickerInput
        label={label}
        required={required}
        minDate={minDate}
        description={description}
        clearable={clearable}
        clearButtonProps={
          clearable ? { 'aria-label': t('dataTable.range.clear', { field: label }) } : undefined
        }
        {...dayPickerProps(id, t)}
        {...dayFieldProps(inputProps)}
      />
    </DatesLocale>
  );
}

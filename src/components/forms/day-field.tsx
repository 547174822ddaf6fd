import { Suspense, type ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { formatDay, isolate } from '@/lib/i18n/formats';

export type DayFieldProps = {
  label: string;
  required?: boolean;
  /** The first day it offers (`YYYY-MM-DD`). */
  minDate?: string;
  /** An optional day: a button empties it (the form's value is then ''). */
  clearable?: boolean;
  description?: string;
  /** The form's `getInputProps` for a `YYYY-MM-DD` field ('' for none). */
  inputProps: { value?: unknown; onChange: (value: string) => void; error?: ReactNode };
};

const DayPicker = lazyWithPreload(
  () => import('./day-picker'),
  (module) => module.DayPicker,
);

/**
 * A form's day, picked in a calendar in the user's language (`DatePickerInput`). The picker and
 * its date library load after the form: until they come, a read-only field of the same label
 * shows the day, so a page with a day field does not carry the library in its first load.
 */
export function DayField(props: DayFieldProps) {
  const { i18n } = useTranslation();
  const { value, error } = props.inputProps;
  const waiting = (
    <TextInput
      readOnly
      label={props.label}
      required={props.required}
      description={props.description}
      error={error}
      value={
        typeof value === 'string' && value ? isolate(formatDay(value, i18n.resolvedLanguage)) : ''
      }
    />
  );
  return (
    <Suspense fallback={waiting}>
      <DayPicker {...props} />
    </Suspense>
  );
}

import { useId } from 'react';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { dayPickerProps } from '@/components/forms/date-picker-props';
import { DatesLocale } from '@/components/forms/dates-locale';
import type { DateRangeFilterProps } from './date-range-filter';

/**
 * The two ends of a date-range filter as date pickers in the interface language, in a chunk of
 * their own (no date library in a list page's first load: date-range-filter.tsx). Each end is
 * optional and its own field: Mantine's one-field range picker drops a range that has only its
 * start when it closes, and cannot hold an end alone. Both calendars show the whole range, and
 * neither offers a day that would put the end before the start.
 */
export function DateRangeFields({
  label,
  value,
  onChange,
  focus,
}: DateRangeFilterProps & {
  /** The end the user was in when the pickers loaded (0 from, 1 to): it takes the focus. */
  focus?: 0 | 1;
}) {
  const { t } = useTranslation();
  const [from, to] = value;
  const id = useId();
  const range = (day: string) => ({
    inRange: from !== undefined && to !== undefined && day >= from && day <= to,
    firstInRange: day === from,
    lastInRange: day === to,
  });
  // An inverted range comes only from the URL (the pickers offer none): said, not hidden.
  const inverted = from !== undefined && to !== undefined && to < from;
  return (
    <DatesLocale>
      {(['fromOf', 'toOf'] as const).map((end, index) => {
        const name = t(`dataTable.range.${end}`, { label });
        const day = index === 0 ? from : to;
        return (
          <DatePickerInput
            key={end}
            autoFocus={focus === index}
            aria-label={name}
            placeholder={t('dataTable.range.anyDay')}
            clearable
            clearButtonProps={{ 'aria-label': t('dataTable.range.clear', { field: name }) }}
            getDayProps={range}
            // The calendar opens on the end's day, else on the other end's.
            defaultDate={day ?? from ?? to}
            {...dayPickerProps(`${id}-${end}`, t)}
            value={day ?? null}
            {...(index === 0
              ? {
                  maxDate: to,
                  onChange: (next: string | null) => onChange([next ?? undefined, to]),
                }
              : {
                  minDate: from,
                  error: inverted ? t('dataTable.range.endBeforeStart') : undefined,
                  onChange: (next: string | null) => onChange([from, next ?? undefined]),
                })}
          />
        );
      })}
    </DatesLocale>
  );
}

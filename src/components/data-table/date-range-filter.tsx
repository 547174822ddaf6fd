import { useEffect, useRef, useState } from 'react';
import { Input, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import fieldsetClasses from '@/components/forms/bare-fieldset.module.css';
import classes from './date-range-filter.module.css';

export type DateRange = [from: string | undefined, to: string | undefined];

type DateRangeFilterProps = {
  /** The filter's name ("Start date"), said for the group and each of its two fields. */
  label: string;
  /** `YYYY-MM-DD` ends, both included; undefined is no limit. */
  value: DateRange;
  /** Called with a complete day or an empty end; an end before the start is shown, not sent. */
  onChange: (value: DateRange) => void;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const asEnd = (text: string): string | undefined => (DAY.test(text) ? text : undefined);

/**
 * A list's date-range filter: two native date fields (the browser's own picker, keyboard and
 * right to left included; no date library on the list page). A range whose end is before its
 * start says so on the end field and is not sent.
 */
export function DateRangeFilter({ label, value, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation();
  // What the fields hold: an inverted range stays in them (with its error) but is not sent.
  const [fields, setFields] = useState<DateRange>(value);
  // The last range sent: a value that differs from it changed elsewhere (Back, Clear filters),
  // and the fields follow it; the value catching up with what was sent changes nothing.
  const sent = useRef<DateRange>(value);
  const [valueFrom, valueTo] = value;
  useEffect(() => {
    if (valueFrom !== sent.current[0] || valueTo !== sent.current[1]) {
      sent.current = [valueFrom, valueTo];
      setFields([valueFrom, valueTo]);
    }
  }, [valueFrom, valueTo]);
  const [from, to] = fields;
  const inverted = from !== undefined && to !== undefined && to < from;
  const change = (next: DateRange) => {
    setFields(next);
    if (next[0] !== undefined && next[1] !== undefined && next[1] < next[0]) return;
    if (next[0] === sent.current[0] && next[1] === sent.current[1]) return;
    sent.current = next;
    onChange(next);
  };
  return (
    <fieldset className={fieldsetClasses.fieldset}>
      <Input.Label component="legend">{label}</Input.Label>
      <div className={classes.fields}>
        <TextInput
          type="date"
          aria-label={t('dataTable.range.fromOf', { label })}
          value={from ?? ''}
          max={to}
          onChange={(event) => change([asEnd(event.currentTarget.value), to])}
        />
        <TextInput
          type="date"
          aria-label={t('dataTable.range.toOf', { label })}
          value={to ?? ''}
          min={from}
          error={inverted ? t('dataTable.range.endBeforeStart') : undefined}
          onChange={(event) => change([from, asEnd(event.currentTarget.value)])}
        />
      </div>
    </fieldset>
  );
}

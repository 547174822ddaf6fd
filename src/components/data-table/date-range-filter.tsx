import { Suspense, useState } from 'react';
import { Input, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import fieldsetClasses from '@/components/forms/bare-fieldset.module.css';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { useIdlePreload } from '@/components/lazy/use-idle-preload';
import { formatDay, isolate } from '@/lib/i18n/formats';
import { loadDateRangeFields } from './date-range-fields-loader';
import classes from './date-range-filter.module.css';

export type DateRange = [from: string | undefined, to: string | undefined];

export type DateRangeFilterProps = {
  /** The filter's name ("Start date"), said for the group and each of its two fields. */
  label: string;
  /** `YYYY-MM-DD` ends, both included; undefined is no limit. */
  value: DateRange;
  /** Called with the range as the user leaves it: a day or nothing at each end. */
  onChange: (value: DateRange) => void;
};

/** The date pickers and the date library: a chunk of its own, loaded after the list. */
const DateRangeFields = lazyWithPreload(loadDateRangeFields, (module) => module.DateRangeFields);
const ends = ['fromOf', 'toOf'] as const;

/**
 * A list's date-range filter: a group of two date pickers, from and to (date-range-fields.tsx).
 * No date library in a list page's first load: two read-only fields of the same size show the
 * range until the browser is idle after the list has painted (or the user reaches for them), then
 * the pickers load and take their place, focused if the user was in one.
 */
export function DateRangeFilter(props: DateRangeFilterProps) {
  const { t, i18n } = useTranslation();
  // The pickers render once wanted: a lazy part rendered at once would load with the page.
  const [wanted, setWanted] = useState<{ focus?: 0 | 1 } | null>(null);
  useIdlePreload(true, () => {
    DateRangeFields.preload();
    setWanted((current) => current ?? {});
  });
  const { label, value } = props;
  const waiting = ends.map((end, index) => (
    <TextInput
      key={end}
      readOnly
      aria-label={t(`dataTable.range.${end}`, { label })}
      value={value[index] ? isolate(formatDay(value[index], i18n.resolvedLanguage)) : ''}
      classNames={{ input: classes.waiting }}
      onFocus={() => setWanted({ focus: index ? 1 : 0 })}
    />
  ));
  return (
    <fieldset className={fieldsetClasses.fieldset}>
      <Input.Label component="legend">{label}</Input.Label>
      <div className={classes.fields}>
        {wanted ? (
          <Suspense fallback={waiting}>
            <DateRangeFields {...props} focus={wanted.focus} />
          </Suspense>
        ) : (
          waiting
        )}
      </div>
    </fieldset>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Group, Input, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import fieldsetClasses from '@/components/forms/bare-fieldset.module.css';
import { useAfterPause } from '@/components/forms/use-after-pause';
import { useUrlText } from '@/components/forms/use-url-text';

/** How long typing pauses before a column filter goes to the URL. */
export const FILTER_DEBOUNCE_MS = 300;

/** A filter is its trimmed text, or none when blank. */
const filterText = {
  delayMs: FILTER_DEBOUNCE_MS,
  toValue: (text: string) => (text.trim() === '' ? undefined : text.trim()),
  toText: (value: string | undefined) => value ?? '',
  isSent: (value: string | undefined, sent: string | undefined) => value === sent,
};

type TextFilterProps = {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
};

/** A column's text filter: the URL follows after a pause in typing, or at once on Enter. */
export function TextFilter({ label, value, onChange }: TextFilterProps) {
  const { text, type, flush } = useUrlText(value, onChange, filterText);
  return (
    <TextInput
      label={label}
      value={text}
      onChange={(event) => type(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') flush();
      }}
    />
  );
}

export type NumberRange = [min: number | undefined, max: number | undefined];

type RangeFilterProps = {
  label: string;
  value: NumberRange;
  limits: { min: number; max: number };
  onChange: (value: NumberRange) => void;
};

const toNumber = (text: string): number | undefined | 'invalid' => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : 'invalid';
};

/**
 * A number range (both ends included, either may be empty): a whole number within the limits,
 * and a maximum not below the minimum, else the field says why and nothing is sent.
 */
export function RangeFilter({ label, value, limits, onChange }: RangeFilterProps) {
  const { t } = useTranslation();
  const [minText, setMinText] = useState(value[0] === undefined ? '' : String(value[0]));
  const [maxText, setMaxText] = useState(value[1] === undefined ? '' : String(value[1]));
  const min = toNumber(minText);
  const max = toNumber(maxText);
  const endError = (end: number | undefined | 'invalid') => {
    if (end === 'invalid') return t('validation.number');
    if (end !== undefined && end > limits.max) return t('validation.tooBig');
    return undefined;
  };
  const minError = endError(min);
  const maxError =
    endError(max) ??
    (typeof min === 'number' && typeof max === 'number' && max < min
      ? t('dataTables.validation.rangeOrder')
      : undefined);
  const sent = useRef<NumberRange>(value);
  const commit = useAfterPause((nextMin: string, nextMax: string) => {
    const nextLow = toNumber(nextMin);
    const nextHigh = toNumber(nextMax);
    if (nextLow === 'invalid' || nextHigh === 'invalid') return;
    if ((nextLow ?? 0) > limits.max || (nextHigh ?? 0) > limits.max) return;
    if (nextLow !== undefined && nextHigh !== undefined && nextHigh < nextLow) return;
    if (nextLow === sent.current[0] && nextHigh === sent.current[1]) return;
    sent.current = [nextLow, nextHigh];
    onChange([nextLow, nextHigh]);
  }, FILTER_DEBOUNCE_MS);
  // As in TextFilter: the fields follow a range set elsewhere, not the one they sent.
  const [low, high] = value;
  useEffect(() => {
    if (low !== sent.current[0] || high !== sent.current[1]) {
      sent.current = [low, high];
      commit.cancel();
      setMinText(low === undefined ? '' : String(low));
      setMaxText(high === undefined ? '' : String(high));
    }
  }, [low, high, commit]);
  return (
    <fieldset className={fieldsetClasses.fieldset}>
      <Input.Label component="legend">{label}</Input.Label>
      <Group gap="xs" wrap="nowrap" grow align="flex-start">
        <TextInput
          inputMode="numeric"
          aria-label={t('dataTable.range.minOf', { label })}
          placeholder={t('dataTable.range.min')}
          value={minText}
          error={minError}
          onChange={(event) => {
            setMinText(event.currentTarget.value);
            commit.schedule(event.currentTarget.value, maxText);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit.flush();
          }}
        />
        <TextInput
          inputMode="numeric"
          aria-label={t('dataTable.range.maxOf', { label })}
          placeholder={t('dataTable.range.max')}
          value={maxText}
          error={maxError}
          onChange={(event) => {
            setMaxText(event.currentTarget.value);
            commit.schedule(minText, event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit.flush();
          }}
        />
      </Group>
    </fieldset>
  );
}

import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/lib/i18n/formats';
import type { useAppForm } from './use-app-form';
import { conflictFields, valueAt, withValueAt } from './version-conflict';

type Values = Record<string, unknown>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** No value: an empty text or list. */
const isNone = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * A value as the notice shows it when its form says nothing of its field: a dash for none (an
 * empty text or list), a tick for a switch that is on, a day (`2026-11-03`, as the date pickers
 * hold it) in the user's language, a list of plain values one after another, else the text.
 */
function describeAny(value: unknown, language: string): string {
  if (isNone(value)) return '—';
  if (Array.isArray(value)) return value.map((item) => describeAny(item, language)).join(', ');
  if (typeof value === 'boolean') return value ? '✓' : '—';
  if (typeof value === 'string' && DAY.test(value)) {
    return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${value}T00:00:00Z`),
    );
  }
  return String(value);
}

/**
 * What a save refused for a stale version shows (`form.conflict` of `useAppForm`): who changed
 * the record meanwhile and, for each field the two left different, both values to choose from.
 * The form already holds each field as whoever changed it left it (the user's where both did);
 * a choice here puts that value in the form, and Save sends it with the record's new version.
 */
export default function ConflictNoticeBody<V extends Values>({
  form,
  label,
  describe,
}: {
  form: ReturnType<typeof useAppForm<V>>;
  /** A field's label, as the form shows it (a path: `permissions.User` for a row of a group). */
  label: (field: string) => string;
  /**
   * A value of one of the form's own fields as it shows it (a choice's label, not its value);
   * undefined leaves it to `describeAny` (none, a switch, a day, a list, a text).
   */
  describe?: (field: string, value: unknown) => string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  // None is a dash whatever the field; the form words the rest of its own fields.
  const shown = (field: string, value: unknown) =>
    isNone(value) ? '—' : (describe?.(field, value) ?? describeAny(value, language));
  const { conflict } = form;
  const notice = useRef<HTMLDivElement>(null);
  // Shown above the fields while the user is at Save, below them: brought into view and focused,
  // so the next Tab reaches its choices.
  useEffect(() => {
    if (!conflict) return;
    notice.current?.scrollIntoView({ block: 'nearest' });
    notice.current?.focus({ preventScroll: true });
  }, [conflict]);
  if (!conflict) return null;
  const fields = conflictFields(conflict);
  const name = conflict.changedBy?.fullName;
  const values = form.getValues();
  /** Puts a value at a field's path: the paths are the conflict's, not the form's typed ones. */
  const put = (field: string, value: unknown) =>
    form.setValues(withValueAt(form.getValues(), field, value));
  const choose = (which: 'mine' | 'theirs') => {
    let chosen = form.getValues();
    for (const { field, mine, theirs } of fields) {
      chosen = withValueAt(chosen, field, which === 'mine' ? mine : theirs);
    }
    form.setValues(chosen);
  };
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconGitMerge aria-hidden="true" />}
      role="alert"
      ref={notice}
      tabIndex={-1}
      title={name ? t('conflict.titleBy', { name }) : t('conflict.title')}
    >
      <Stack gap="sm">
        <Text size="sm">
          {conflict.refused ? `${t('conflict.notSaved')} ` : ''}
          {t(fields.length > 0 ? 'conflict.choose' : 'conflict.sameValues')}
        </Text>
        {fields.map(({ field, mine, theirs, bothChanged }) => (
          <Radio.Group
            key={field}
            label={label(field)}
            description={bothChanged ? t('conflict.bothChanged') : undefined}
            value={
              JSON.stringify(valueAt(values, field)) === JSON.stringify(theirs) ? 'theirs' : 'mine'
            }
            onChange={(which) => put(field, which === 'theirs' ? theirs : mine)}
          >
            <Stack gap={4} mt={4}>
              {/* Isolated: in a right-to-left page a value of no direction of its own (a dash, a
                  tick, a date) would otherwise be drawn before "Yours:" rather than after it. */}
              <Radio
                value="mine"
                label={<bdi>{t('conflict.yours', { value: shown(field, mine) })}</bdi>}
              />
              <Radio
                value="theirs"
                label={<bdi>{t('conflict.theirs', { value: shown(field, theirs) })}</bdi>}
              />
            </Stack>
          </Radio.Group>
        ))}
        {fields.length > 1 && (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => choose('mine')}>
              {t('conflict.keepMine')}
            </Button>
            <Button size="xs" variant="default" onClick={() => choose('theirs')}>
              {t('conflict.takeTheirs')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

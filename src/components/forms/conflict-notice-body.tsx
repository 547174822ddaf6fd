import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { useAppForm } from './use-app-form';
import { conflictFields, valueAt, withValueAt } from './version-conflict';

type Values = Record<string, unknown>;

/** A value as the notice shows it: the form's text, or a dash for none. */
const plain = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/**
 * What a save refused for a stale version shows (`form.conflict` of `useAppForm`): who changed
 * the record meanwhile and, for each field the two left different, both values to choose from.
 * The form already holds each field as whoever changed it left it (the user's where both did);
 * a choice here puts that value in the form, and Save sends it with the record's new version.
 */
export default function ConflictNoticeBody<V extends Values>({
  form,
  label,
  describe = (_field, value) => plain(value),
}: {
  form: ReturnType<typeof useAppForm<V>>;
  /** A field's label, as the form shows it (a path: `permissions.User` for a row of a group). */
  label: (field: string) => string;
  /** A value as the form shows it (a choice's label, not its value). */
  describe?: (field: string, value: unknown) => string;
}) {
  const { t } = useTranslation();
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
              {/* A choice reads in its own words' direction: in a right-to-left page, "Yours:"
                  and its value stay in order, the value's last stop at its end. */}
              <Radio
                value="mine"
                label={
                  <span dir="auto">{t('conflict.yours', { value: describe(field, mine) })}</span>
                }
              />
              <Radio
                value="theirs"
                label={
                  <span dir="auto">{t('conflict.theirs', { value: describe(field, theirs) })}</span>
                }
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

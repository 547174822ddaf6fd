import { useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  FileInput,
  Group,
  List,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconFileTypeCsv } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '@/components/access/role-label';
import { useRoleOptions } from '@/components/access/role-options';
import { formatFileSize, formatNumber } from '@/lib/i18n/formats';
import {
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_ROWS,
  type ImportUsersAnswer,
} from '../api/import-schemas';
import { useImportUsers } from '../api/import-users';
import { userPlans, userStatuses } from '../api/user-values';
import {
  importFieldLabels,
  importFields,
  importInput,
  readUsersCsv,
  type ImportField,
  type ImportFileError,
  type ImportRow,
} from './users-csv-import';

type Step =
  | { kind: 'choose'; error?: ImportFileError }
  | { kind: 'preview'; fileName: string; rows: ImportRow[] }
  | { kind: 'done'; imported: number; refused: { line: number; errors: ImportRow['errors'] }[] };

const plans: ReadonlySet<string> = new Set(userPlans);
const statuses: ReadonlySet<string> = new Set(userStatuses);

/** A cell as the list shows it: labels for codes, the file's text otherwise. */
function shownValue(t: TFunction, field: ImportField, value: string): string {
  if (field === 'role' && value !== '') return roleLabel(t, value);
  if (field === 'currentPlan' && plans.has(value)) return t(`users.plans.${value}`);
  if (field === 'status') return t(`users.status.${statuses.has(value) ? value : 'pending'}`);
  return value;
}

/** "Email: This email is already used by another user." for each error of a row. */
function RowErrors({ errors }: { errors: ImportRow['errors'] }) {
  const { t } = useTranslation();
  const items = [...errors].flatMap(([field, keys]) =>
    keys.map((key) => (
      <List.Item key={`${field}-${key}`}>
        <bdi>
          {t(importFieldLabels.get(field as ImportField) ?? 'users.fields.user')}
          {t('common.labelSeparator')}
          {t(key)}
        </bdi>
      </List.Item>
    )),
  );
  return (
    <List size="sm" c="red" spacing={2} listStyleType="none">
      {items}
    </List>
  );
}

const shownFields: readonly ImportField[] = ['fullName', 'email', 'role', 'currentPlan', 'status'];

function PreviewTable({ rows }: { rows: readonly ImportRow[] }) {
  const { t, i18n } = useTranslation();
  return (
    // Focusable, so the keyboard scrolls a preview wider or longer than the dialog.
    <Box
      component="section"
      tabIndex={0}
      aria-label={t('users.import.preview')}
      mah={360}
      style={{ overflow: 'auto' }}
    >
      <Table striped stickyHeader miw={720} aria-label={t('users.import.preview')} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('users.import.line')}</Table.Th>
            {shownFields.map((field) => (
              <Table.Th key={field} scope="col">
                {t(importFieldLabels.get(field) ?? field)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('users.import.errorsColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.line} data-invalid={row.errors.size > 0 || undefined}>
              <Table.Th scope="row" fw={500}>
                {formatNumber(row.line, i18n.resolvedLanguage)}
              </Table.Th>
              {shownFields.map((field) => (
                <Table.Td key={field} c={row.errors.has(field) ? 'red' : undefined}>
                  <bdi>{shownValue(t, field, row.values.get(field) ?? '')}</bdi>
                </Table.Td>
              ))}
              <Table.Td>
                {row.errors.size > 0 ? (
                  <RowErrors errors={row.errors} />
                ) : (
                  <Group gap={4} c="green" wrap="nowrap">
                    <IconCheck size={14} aria-hidden />
                    <Text fz="sm" span>
                      {t('users.import.rowReady')}
                    </Text>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/**
 * The import, in three steps: choose a CSV file (its limits said), see every row with its errors
 * by field and import the ready ones, then what was imported and what was refused, and why.
 */
export function ImportUsersDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const roles = useRoleOptions().map((option) => option.value);
  const importUsers = useImportUsers();
  const [step, setStep] = useState<Step>({ kind: 'choose' });

  const choose = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_IMPORT_FILE_BYTES) {
      const size = formatFileSize(MAX_IMPORT_FILE_BYTES, language);
      setStep({ kind: 'choose', error: { key: 'users.import.errors.tooLarge', values: { size } } });
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setStep({ kind: 'choose', error: { key: 'users.import.errors.unreadable' } });
      return;
    }
    const read = readUsersCsv(text, t, roles);
    if ('error' in read) setStep({ kind: 'choose', error: read.error });
    else setStep({ kind: 'preview', fileName: file.name, rows: read.rows });
  };

  if (step.kind === 'choose') {
    return (
      <Stack gap="sm">
        <Text fz="sm">
          <bdi>{t('users.import.intro')}</bdi>
        </Text>
        <Text fz="sm">
          <bdi>
            {t('users.import.columns')}
            {t('common.labelSeparator')}
            {importFields.map((field) => t(importFieldLabels.get(field) ?? field)).join(', ')}
          </bdi>
        </Text>
        <Text fz="sm" c="dimmed">
          <bdi>
            {t('users.import.limits', {
              rows: formatNumber(MAX_IMPORT_ROWS, language),
              size: formatFileSize(MAX_IMPORT_FILE_BYTES, language),
            })}
          </bdi>
        </Text>
        <FileInput
          label={t('users.import.file')}
          placeholder={t('users.import.filePlaceholder')}
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          error={step.error ? t(step.error.key, step.error.values) : undefined}
          onChange={(file) => void choose(file)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.actions.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (step.kind === 'preview') {
    const ready = step.rows.filter((row) => row.errors.size === 0);
    const invalid = step.rows.length - ready.length;
    const submit = () =>
      importUsers.mutate(ready.map(importInput), {
        onSuccess: (answer: ImportUsersAnswer) => {
          const refusedHere = step.rows.filter((row) => row.errors.size > 0);
          const refusedThere = answer.refused.flatMap(({ row, errors }) => {
            const sent = ready[row];
            return sent ? [{ line: sent.line, errors: new Map(Object.entries(errors)) }] : [];
          });
          setStep({
            kind: 'done',
            imported: answer.imported.length,
            refused: [...refusedHere, ...refusedThere].toSorted((a, b) => a.line - b.line),
          });
        },
      });
    return (
      <Stack gap="sm">
        <Group gap="xs">
          <Text fz="sm" fw={500}>
            <bdi>{step.fileName}</bdi>
          </Text>
          <Badge color="green" variant="light">
            {t('users.import.ready', { count: ready.length })}
          </Badge>
          {invalid > 0 ? (
            <Badge color="red" variant="light">
              {t('users.import.invalid', { count: invalid })}
            </Badge>
          ) : null}
        </Group>
        <PreviewTable rows={step.rows} />
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => setStep({ kind: 'choose' })}>
            {t('users.import.chooseAnother')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose} disabled={importUsers.isPending}>
              {t('common.actions.cancel')}
            </Button>
            <Button onClick={submit} loading={importUsers.isPending} disabled={ready.length === 0}>
              {t('users.import.submit', { count: ready.length })}
            </Button>
          </Group>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Alert color="green" variant="light" icon={<IconCheck aria-hidden />}>
        <output>{t('users.import.result.imported', { count: step.imported })}</output>
      </Alert>
      {step.refused.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={t('users.import.result.refused', { count: step.refused.length })}
        >
          <List spacing="xs" listStyleType="none">
            {step.refused.map(({ line, errors }) => (
              <List.Item key={line}>
                <Text fz="sm" fw={500}>
                  {t('users.import.lineNumber', { line: formatNumber(line, language) })}
                </Text>
                <RowErrors errors={errors} />
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Text fz="sm">{t('users.import.result.allImported')}</Text>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('common.actions.close')}</Button>
      </Group>
    </Stack>
  );
}

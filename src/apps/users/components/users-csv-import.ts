import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import { roleLabel } from '@/components/access/role-label';
import { importedUserSchema, MAX_IMPORT_ROWS, withoutEmptyCells } from '../api/import-schemas';
import { userPlans, userStatuses } from '../api/user-values';
import { CsvSyntaxError, parseCsv } from './parse-csv';

/** The columns an import reads, in the export's order; `status` may be left out. */
export const importFields = [
  'fullName',
  'username',
  'email',
  'role',
  'currentPlan',
  'status',
  'company',
  'country',
  'contact',
] as const;
export type ImportField = (typeof importFields)[number];

/** The header each column has in the export (`users.fields.*`), in the user's language. */
export const importFieldLabels: ReadonlyMap<ImportField, string> = new Map([
  ['fullName', 'users.fields.fullName'],
  ['username', 'users.fields.username'],
  ['email', 'users.fields.email'],
  ['role', 'users.fields.role'],
  ['currentPlan', 'users.fields.plan'],
  ['status', 'users.fields.status'],
  ['company', 'users.fields.company'],
  ['country', 'users.fields.country'],
  ['contact', 'users.fields.contact'],
]);

const OPTIONAL: ReadonlySet<ImportField> = new Set(['status']);

/** One row of the file: its line, its values (codes where the file had labels) and its errors. */
export type ImportRow = {
  line: number;
  values: ReadonlyMap<ImportField, string>;
  /** Field errors as i18n keys, by field, in the columns' order; empty when the row is ready. */
  errors: ReadonlyMap<string, readonly string[]>;
};

export type ImportFileError = { key: string; values?: Record<string, string | number> };

export type ImportRead = { rows: ImportRow[] } | { error: ImportFileError };

const normal = (text: string) => text.trim().normalize('NFC').toLocaleLowerCase();

// The export neutralises a cell a spreadsheet would run as a formula with a leading apostrophe
// (csv.ts): reading it back takes the apostrophe off.
const NEUTRALISED = /^'[=+\-@\t\r]/;
const cellValue = (cell: string) => (NEUTRALISED.test(cell) ? cell.slice(1) : cell).trim();

/** Codes by what a file may hold for them: the code itself, or its label in the user's language. */
function codesByText(codes: readonly string[], label: (code: string) => string) {
  const map = new Map<string, string>();
  for (const code of codes) {
    map.set(normal(code), code);
    map.set(normal(label(code)), code);
  }
  return map;
}

const I18N_KEY = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

/** The add form's rules on one row: the schema's keys, `required` for a missing value. */
function schemaErrors(input: Record<string, string>) {
  const errors = new Map<string, string[]>();
  const result = z.safeParse(importedUserSchema, input);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'fullName');
    const key = Object.hasOwn(input, field)
      ? I18N_KEY.test(issue.message)
        ? issue.message
        : 'validation.invalid'
      : 'validation.required';
    const list = errors.get(field) ?? [];
    if (!list.includes(key)) list.push(key);
    errors.set(field, list);
  }
  return errors;
}

/**
 * Reads a users CSV as the import dialog previews it: columns by the export's headers (in the
 * user's language) or by their field names, roles, plans and statuses by their labels or codes,
 * each row checked with the add form's schema (`importedUserSchema`), a role that exists, and an
 * email or username no earlier row has. A file that cannot be read at all gives `error`.
 */
export function readUsersCsv(text: string, t: TFunction, roles: readonly string[]): ImportRead {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      return { error: { key: 'users.import.errors.unclosedQuote', values: { line: error.line } } };
    }
    throw error;
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) return { error: { key: 'users.import.errors.empty' } };

  const fieldsByHeader = new Map<string, ImportField>();
  for (const field of importFields) {
    fieldsByHeader.set(normal(field), field);
    fieldsByHeader.set(normal(t(importFieldLabels.get(field) ?? field)), field);
  }
  fieldsByHeader.set('plan', 'currentPlan');
  const columns = header.cells.map((cell) => fieldsByHeader.get(normal(cell)));
  const missing = importFields.filter((field) => !OPTIONAL.has(field) && !columns.includes(field));
  if (missing.length > 0) {
    const names = missing.map((field) => t(importFieldLabels.get(field) ?? field));
    return {
      error: { key: 'users.import.errors.missingColumns', values: { columns: names.join(', ') } },
    };
  }
  if (data.length > MAX_IMPORT_ROWS) {
    return { error: { key: 'users.import.errors.tooManyRows', values: { max: MAX_IMPORT_ROWS } } };
  }

  const codes = new Map<ImportField, Map<string, string>>([
    ['role', codesByText(roles, (role) => roleLabel(t, role))],
    ['currentPlan', codesByText(userPlans, (plan) => t(`users.plans.${plan}`))],
    ['status', codesByText(userStatuses, (status) => t(`users.status.${status}`))],
  ]);
  const knownRoles = new Set(roles);
  const emails = new Set<string>();
  const usernames = new Set<string>();

  const rows = data.map(({ line, cells }): ImportRow => {
    const values = new Map<ImportField, string>();
    columns.forEach((field, index) => {
      if (field === undefined || values.has(field)) return;
      const value = cellValue(cells[index] ?? '');
      values.set(field, codes.get(field)?.get(normal(value)) ?? value);
    });
    const input = withoutEmptyCells(Object.fromEntries(values));
    const found = schemaErrors(input);
    const add = (field: string, key: string) =>
      found.set(field, [...(found.get(field) ?? []), key]);
    const role = values.get('role') ?? '';
    if (role !== '' && !found.has('role') && !knownRoles.has(role)) {
      add('role', 'validation.invalidOption');
    }
    // Two rows of one file cannot both have an address or a username: the later one is refused.
    const email = normal(values.get('email') ?? '');
    const username = normal(values.get('username') ?? '');
    if (email !== '' && emails.has(email)) add('email', 'users.errors.emailTaken');
    if (username !== '' && usernames.has(username)) add('username', 'users.errors.usernameTaken');
    emails.add(email);
    usernames.add(username);
    const errors = new Map<string, readonly string[]>();
    for (const field of importFields) {
      const keys = found.get(field);
      if (keys) errors.set(field, keys);
    }
    return { line, values, errors };
  });
  return { rows };
}

/** What the API is sent for a ready row: its values, the empty cells left out. */
export const importInput = (row: ImportRow): Record<string, string> =>
  withoutEmptyCells(Object.fromEntries(row.values));

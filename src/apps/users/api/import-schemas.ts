import * as z from 'zod/mini';
import { choice } from '@/lib/validation/choice';
import { newUserSchema, userSchema } from './user-schemas';
import { userStatuses } from './user-values';

/** Rows one import may hold: the API refuses more (400 `validation.tooMany` on `users`). */
export const MAX_IMPORT_ROWS = 500;
/**
 * The largest CSV file the screen reads (500 kB): 500 full rows of the export weigh about 75 kB,
 * and their JSON stays far below the API's 2 MiB body.
 */
export const MAX_IMPORT_FILE_BYTES = 500_000;

/**
 * One imported user: the add form's fields and rules (the create endpoint's schema), and a status,
 * `pending` when left out. The screen checks each row of the file with it before sending; the API
 * again, row by row.
 */
export const importedUserSchema = z.extend(newUserSchema, {
  status: z.optional(choice(userStatuses)),
});
export type ImportedUser = z.infer<typeof importedUserSchema>;

/** A row as the file gave it: any texts, checked one row at a time so one bad row refuses only itself. */
export const importRowInputSchema = z.record(
  z.string(),
  z.nullable(z.string().check(z.maxLength(1000, 'validation.tooLong'))),
);

/** `POST /apps/users/import`: the rows to create, in the file's order. */
export const importUsersInputSchema = z.object({
  users: z.array(importRowInputSchema).check(z.minLength(1), z.maxLength(MAX_IMPORT_ROWS)),
});

/** Field errors by field (i18n keys), as a 400 names them. */
const rowErrorsSchema = z.record(z.string(), z.array(z.string()));

/** What an import did: each row created, each refused with why; `row` is its index in `users`. */
export const importUsersAnswerSchema = z.object({
  imported: z.array(z.object({ row: z.int(), user: userSchema })),
  refused: z.array(z.object({ row: z.int(), errors: rowErrorsSchema })),
});
export type ImportUsersAnswer = z.infer<typeof importUsersAnswerSchema>;

/** A row without its empty cells: a cell left empty is a field not given (`status`: `pending`). */
export function withoutEmptyCells(
  row: Readonly<Record<string, string | null>>,
): Record<string, string> {
  const given: Record<string, string> = {};
  for (const [field, value] of Object.entries(row)) {
    if (value !== null && value.trim() !== '') given[field] = value;
  }
  return given;
}

import { HTTPError } from 'ky';
import * as z from 'zod/mini';
import { apiErrorJson } from '@/lib/http/api-error';
import type { AnswerSchema } from '@/lib/http/request';
import { staleVersionAnswer, type ChangedBy, type StaleVersion } from '@/lib/versions/versions';

/** A 412's body, its record still unread. */
const staleVersionAnswerSchema = staleVersionAnswer(z.unknown());

/**
 * A versioned write refused because the record changed since (412, src/lib/versions/versions.ts):
 * the record as it now stands (read with `record`), who changed it and when; null for any other
 * failure, or a 412 whose record this client cannot read.
 */
export function staleVersionOf<Record>(
  error: unknown,
  record: AnswerSchema<Record>,
): StaleVersion<Record> | null {
  if (!(error instanceof HTTPError) || error.response.status !== 412) return null;
  const answer = staleVersionAnswerSchema.safeParse(apiErrorJson(error));
  if (!answer.success) return null;
  try {
    return { ...answer.data, current: record.parse(answer.data.current) };
  } catch {
    return null;
  }
}

type Values = Record<string, unknown>;

/**
 * A save refused because someone changed the record after the form was opened (412): what the
 * form started from, what the user had typed, and the record as it now stands, each in the form's
 * shape, with who changed it.
 */
export interface VersionConflict<V extends Values> {
  base: V;
  mine: V;
  theirs: V;
  changedBy: ChangedBy | null;
  changedAt: string | null;
  /** Shown for a save the server refused (412), not for a change the live stream brought. */
  refused: boolean;
}

/**
 * One field the two people left different: its path in the form's values (`company`, or
 * `permissions.User` for a row of a group of fields), what each has, and whether both changed it.
 */
export interface ConflictField {
  field: string;
  mine: unknown;
  theirs: unknown;
  bothChanged: boolean;
}

const isGroup = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Compares as the form's values are: text, numbers, choices, lists and groups of them. */
function same(left: unknown, right: unknown): boolean {
  return JSON.stringify(left ?? null) === JSON.stringify(right ?? null);
}

/** The value at a path of `conflictFields` (`permissions.User`). */
export function valueAt(values: Values, path: string): unknown {
  const [field = '', member] = path.split('.');
  const value = values[field];
  return member === undefined ? value : isGroup(value) ? value[member] : undefined;
}

/**
 * The paths the conflict compares: each field, and each member of a field that groups others
 * (a role's grid: one choice per subject, not one for the whole grid).
 */
function paths(values: Values): string[] {
  return Object.entries(values).flatMap(([field, value]) =>
    isGroup(value) ? Object.keys(value).map((member) => `${field}.${member}`) : [field],
  );
}

/** The fields where the user's values and the record's now differ, in the form's order. */
export function conflictFields<V extends Values>({
  base,
  mine,
  theirs,
}: VersionConflict<V>): ConflictField[] {
  return paths(mine).flatMap((field) => {
    const [own, other, start] = [mine, theirs, base].map((values) => valueAt(values, field));
    if (same(own, other)) return [];
    const bothChanged = !same(own, start) && !same(other, start);
    return [{ field, mine: own, theirs: other, bothChanged }];
  });
}

/**
 * The values the form holds once the conflict is shown: each field as whoever changed it left it
 * (the user's where both did, so nothing typed is lost until they choose otherwise).
 */
export function mergedValues<V extends Values>(conflict: VersionConflict<V>): V {
  let merged = conflict.mine;
  for (const { field, theirs, mine } of conflictFields(conflict)) {
    if (same(mine, valueAt(conflict.base, field))) merged = withValueAt(merged, field, theirs);
  }
  return merged;
}

/** A copy of `values` with `value` at a path of `conflictFields` (`company`, `permissions.User`). */
export function withValueAt<V extends Values>(values: V, path: string, value: unknown): V {
  const copy = structuredClone(values);
  const [field = '', member] = path.split('.');
  const group: unknown = copy[field];
  if (member !== undefined && isGroup(group)) group[member] = value;
  else Object.assign(copy, { [field]: value });
  return copy;
}

import type { ChangedBy } from '@/lib/versions/versions';

type Values = Record<string, unknown>;

/**
 * A save refused because someone changed the record after the form was opened (412): what the
 * form started from, what the user had typed, and the record as it now stands, each in the form's
 * shape, with who changed it and the version a new save names.
 */
export interface VersionConflict<V extends Values> {
  base: V;
  mine: V;
  theirs: V;
  changedBy: ChangedBy | null;
  changedAt: string | null;
}

/** One field the two people left different: what each has, and what the form keeps for now. */
export interface ConflictField {
  field: string;
  mine: unknown;
  theirs: unknown;
  /** Both changed it since the form was opened, each their own way. */
  bothChanged: boolean;
}

/** Compares as the form's values are: text, numbers, choices, lists of them. */
function same(left: unknown, right: unknown): boolean {
  return JSON.stringify(left ?? null) === JSON.stringify(right ?? null);
}

/** The fields where the user's values and the record's now differ, in the form's order. */
export function conflictFields<V extends Values>({
  base,
  mine,
  theirs,
}: VersionConflict<V>): ConflictField[] {
  return Object.keys(mine).flatMap((field) => {
    if (same(mine[field], theirs[field])) return [];
    const iChanged = !same(mine[field], base[field]);
    const theyChanged = !same(theirs[field], base[field]);
    return [
      { field, mine: mine[field], theirs: theirs[field], bothChanged: iChanged && theyChanged },
    ];
  });
}

/**
 * The values the form holds once the conflict is shown: each field as whoever changed it left it
 * (the user's where both did, so nothing typed is lost until they choose otherwise).
 */
export function mergedValues<V extends Values>(conflict: VersionConflict<V>): V {
  const merged: Values = { ...conflict.mine };
  for (const { field, mine, theirs } of conflictFields(conflict)) {
    merged[field] = same(mine, conflict.base[field]) ? theirs : mine;
  }
  return merged as V;
}

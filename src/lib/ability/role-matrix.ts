import { subjects, type AbilityRule, type Action, type Subject } from './ability-schemas';

/*
 * The role editor shows a role's rules as a grid of subjects × actions. Only plain allow rules
 * of those four actions on those subjects belong to the grid; every other rule (manage, `all`,
 * conditions, fields, reasons) is an "advanced" rule that the grid leaves exactly as it is.
 * Relative imports with `.ts`: the mock API uses this file and Vite's config loader reads it.
 */

/** The grid's columns: `manage` is not one, it is every action at once. */
export const matrixActions = ['read', 'create', 'update', 'delete'] as const;
export type MatrixAction = (typeof matrixActions)[number];

/** The grid's rows: every subject but `all` (a wildcard) and `Auth` (everyone's sign-in pages). */
export type MatrixSubject = Exclude<Subject, 'all' | 'Auth'>;
export const matrixSubjects: readonly MatrixSubject[] = subjects.filter(
  (subject): subject is MatrixSubject => subject !== 'all' && subject !== 'Auth',
);

export type MatrixRow = Record<MatrixAction, boolean>;
/** What a role may do on each subject without conditions; every subject is present. */
export type PermissionMatrix = Record<MatrixSubject, MatrixRow>;

const toList = (value: string | string[]): string[] => (Array.isArray(value) ? value : [value]);
const isMatrixAction = (value: string): value is MatrixAction =>
  (matrixActions as readonly string[]).includes(value);
const isMatrixSubject = (value: string): value is MatrixSubject =>
  (matrixSubjects as readonly string[]).includes(value);

/** One name as a string, several as a list, as rules are usually written. */
const oneOrList = (list: string[]) => (list.length === 1 && list[0] ? list[0] : list);

/** A rule the grid owns: no conditions, fields or reason, only grid actions and subjects. */
export function isMatrixRule(rule: AbilityRule): boolean {
  return (
    rule.conditions === undefined &&
    rule.fields === undefined &&
    rule.reason === undefined &&
    toList(rule.action).every(isMatrixAction) &&
    toList(rule.subject).every(isMatrixSubject)
  );
}

/** Rules that limit themselves to some records or fields never decide a whole grid cell. */
const isPlain = (rule: AbilityRule) => rule.conditions === undefined && rule.fields === undefined;

/**
 * CASL's answer for a subject type, restricted to plain rules: the last rule that names the
 * action (or `manage`) and the subject (or `all`) decides; none means no.
 */
export function plainCan(rules: readonly AbilityRule[], action: Action, subject: Subject): boolean {
  for (let index = rules.length - 1; index >= 0; index -= 1) {
    const rule = rules[index];
    if (!rule || !isPlain(rule)) continue;
    const actions = toList(rule.action);
    const ruleSubjects = toList(rule.subject);
    if (
      (actions.includes(action) || actions.includes('manage')) &&
      (ruleSubjects.includes(subject) || ruleSubjects.includes('all'))
    ) {
      return !rule.inverted;
    }
  }
  return false;
}

function matrixFrom(decide: (action: MatrixAction, subject: MatrixSubject) => boolean) {
  return Object.fromEntries(
    matrixSubjects.map((subject) => [
      subject,
      Object.fromEntries(matrixActions.map((action) => [action, decide(action, subject)])),
    ]),
  ) as PermissionMatrix;
}

/** The grid of a role: what its rules allow on each subject type, conditions aside. */
export function permissionMatrix(rules: readonly AbilityRule[]): PermissionMatrix {
  return matrixFrom((action, subject) => plainCan(rules, action, subject));
}

/** A grid with every cell set to `value`. */
export function uniformMatrix(value: boolean): PermissionMatrix {
  return matrixFrom(() => value);
}

/** Whether every cell of the grid is set. */
export function isFullMatrix(matrix: PermissionMatrix): boolean {
  return matrixSubjects.every((subject) =>
    matrixActions.every((action) => matrix[subject][action]),
  );
}

/**
 * New rules for a role whose grid becomes `matrix`. The advanced rules stay, in their order; the
 * grid's rules follow them (later CASL rules win), holding only the differences from what the
 * advanced rules already decide: an allow where they say no, an inverted rule where they say yes
 * (a `read all` role that loses Chat). Subjects with the same change share one rule.
 */
export function applyMatrix(
  rules: readonly AbilityRule[],
  matrix: Partial<Record<MatrixSubject, Partial<MatrixRow>>>,
): AbilityRule[] {
  const advanced = rules.filter((rule) => !isMatrixRule(rule));
  const groups = new Map<
    string,
    { actions: MatrixAction[]; inverted: boolean; subjects: string[] }
  >();
  const add = (actions: MatrixAction[], inverted: boolean, subject: MatrixSubject) => {
    if (actions.length === 0) return;
    const key = `${inverted ? '-' : '+'}${actions.join(',')}`;
    const group = groups.get(key) ?? { actions, inverted, subjects: [] };
    group.subjects.push(subject);
    groups.set(key, group);
  };
  for (const subject of matrixSubjects) {
    const grant: MatrixAction[] = [];
    const revoke: MatrixAction[] = [];
    for (const action of matrixActions) {
      const wanted = matrix[subject]?.[action] ?? false;
      const already = plainCan(advanced, action, subject);
      if (wanted && !already) grant.push(action);
      if (!wanted && already) revoke.push(action);
    }
    add(grant, false, subject);
    add(revoke, true, subject);
  }
  const generated = [...groups.values()].map(
    ({ actions, inverted, subjects: names }): AbilityRule => ({
      action: oneOrList(actions),
      subject: oneOrList(names),
      ...(inverted ? { inverted: true } : {}),
    }),
  );
  return [...advanced, ...generated];
}

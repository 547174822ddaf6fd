import {
  createMongoAbility,
  ForbiddenError,
  subject,
  type ForcedSubject,
  type MongoAbility,
  type RawRuleOf,
} from '@casl/ability';
import type { AbilityRule, Action, Subject } from './ability-schemas';

/** A record tagged with its subject type by CASL's `subject('Todo', task)`. */
type SubjectObject = ForcedSubject<string>;
export type AppAbility = MongoAbility<
  [Action | (string & {}), Subject | (string & {}) | SubjectObject]
>;
type AppRule = RawRuleOf<AppAbility>;

/** What a visitor with no stored rules may do. */
export const defaultRules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

ForbiddenError.setDefaultMessage(
  (error) => `Cannot execute ${error.action} on ${String(error.subjectType)}`,
);

/** The API sends rules as JSON; CASL's rule type is the same shape with narrower condition types. */
function toCaslRules(rules: readonly AbilityRule[]): AppRule[] {
  return rules as AppRule[];
}

/** Builds an ability from `userData.ability`; with none, only `read` on `Auth`. */
export function buildAbility(rules?: readonly AbilityRule[] | null): AppAbility {
  return createMongoAbility<AppAbility>(toCaslRules(rules ?? defaultRules));
}

export function updateAbility(ability: AppAbility, rules?: readonly AbilityRule[] | null) {
  ability.update(toCaslRules(rules ?? defaultRules));
}

/** Throws `Cannot execute {action} on {subject}` when the ability forbids it. */
export function assertCan(
  ability: AppAbility,
  action: Action,
  subjectOrObject: Subject | SubjectObject,
  field?: string,
) {
  ForbiddenError.from(ability).throwUnlessCan(action, subjectOrObject, field);
}

/**
 * Whether the user may do `action` on this record of `subjectType`: the one way the apps check a
 * record (a task, a board, an event) rather than a whole subject, so that a rule with conditions
 * (only one's own tasks, `assignee.id`) applies. Checked on a copy, because CASL tags the object
 * it is given. A check on the subject alone is CASL's own `ability.can('create', 'Kanban')`.
 */
export function canOn(
  ability: AppAbility,
  action: Action,
  subjectType: Subject,
  record: object,
): boolean {
  return ability.can(action, subject(subjectType, { ...record }));
}

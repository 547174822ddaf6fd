import {
  createMongoAbility,
  ForbiddenError,
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

import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability/can';
import { roleLabel, seededRoleNames } from './role-label';
import { useRoleNames } from './role-names';

/**
 * The roles a field or a filter offers, labelled in the user's language: every role, those added
 * in the roles app too, when the user may read roles; the seeded ones until the list arrives, or
 * without that right.
 */
export function useRoleOptions(): { value: string; label: string }[] {
  const { t } = useTranslation();
  const names = useRoleNames(useAbility().can('read', 'Role')).data ?? seededRoleNames;
  return names.map((value) => ({ value, label: roleLabel(t, value) }));
}

import { useTranslation } from 'react-i18next';
import { roleLabel, roleLook } from '@/components/access/role-label';
import { CellBadge, cellClasses } from '@/components/data-table/data-table-cells';

/**
 * The roles a permission is assigned to, as badges (the table's light cells: the look of
 * `RoleBadge`, without a Mantine component per badge); "No role" rather than an empty cell.
 */
export function RoleBadges({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  if (roles.length === 0) {
    return (
      <span className={`${cellClasses.text} ${cellClasses.secondary}`}>
        {t('permissions.noRole')}
      </span>
    );
  }
  return (
    <div className={cellClasses.wrap}>
      {roles.map((name) => (
        <CellBadge key={name} color={roleLook(name).color} uppercase={false}>
          {roleLabel(t, name)}
        </CellBadge>
      ))}
    </div>
  );
}

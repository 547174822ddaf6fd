import { memo } from 'react';
import { SimpleGrid, Title } from '@mantine/core';
import { Select } from '@/components/overlays/select';
import { useTranslation } from 'react-i18next';
import { useRoleOptions } from '@/components/access/role-options';
import { isOneOf } from '@/lib/list/list-search';
import { userPlans, userStatuses } from '../api/user-values';
import type { UsersSearch } from '../users-search';

type Filters = Pick<UsersSearch, 'role' | 'currentPlan' | 'status'>;

type UserFiltersProps = Filters & {
  onChange: (changes: Partial<Filters> & { page: number }) => void;
};

/** Memoised: three Selects need not re-render when only the page of rows changed. */
export const UserFilters = memo(function UserFilters({
  role,
  currentPlan,
  status,
  onChange,
}: UserFiltersProps) {
  const { t } = useTranslation();
  const roleOptions = useRoleOptions();
  return (
    <>
      <Title order={2} fz="h5" mb="sm">
        {t('users.filters.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('users.fields.role')}
          placeholder={t('users.filters.allRoles')}
          clearable
          value={role ?? null}
          data={roleOptions}
          onChange={(value) => onChange({ role: value ?? undefined, page: 1 })}
        />
        <Select
          label={t('users.fields.plan')}
          placeholder={t('users.filters.allPlans')}
          clearable
          value={currentPlan ?? null}
          data={userPlans.map((value) => ({ value, label: t(`users.plans.${value}`) }))}
          onChange={(value) =>
            onChange({ currentPlan: isOneOf(userPlans, value) ? value : undefined, page: 1 })
          }
        />
        <Select
          label={t('users.fields.status')}
          placeholder={t('users.filters.allStatuses')}
          clearable
          value={status ?? null}
          data={userStatuses.map((value) => ({ value, label: t(`users.status.${value}`) }))}
          onChange={(value) =>
            onChange({ status: isOneOf(userStatuses, value) ? value : undefined, page: 1 })
          }
        />
      </SimpleGrid>
    </>
  );
});

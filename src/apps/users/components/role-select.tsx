import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRoleOptions } from '@/components/access/role-options';

/** The role a user is given: a required choice of every role the admin may give. */
export function RoleSelect(props: Omit<SelectProps, 'data' | 'label' | 'placeholder'>) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('users.fields.role')}
      placeholder={t('users.form.chooseRole')}
      required
      data={useRoleOptions()}
      {...props}
    />
  );
}

import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RulesTable } from '@/components/access/rules-table';
import type { AbilityRule } from '@/lib/ability/ability-schemas';

/** The rules the grid does not edit (conditions, exceptions, wildcards), shown as they are. */
export function AdvancedRules({ rules }: { rules: readonly AbilityRule[] }) {
  const { t } = useTranslation();
  if (rules.length === 0) return null;
  return (
    <div>
      <Title order={3} fz="h5">
        {t('roles.rules.title')}
      </Title>
      <Text fz="sm" c="dimmed" mb="xs">
        {t('roles.rules.text')}
      </Text>
      <RulesTable rules={rules} label={t('roles.rules.title')} />
    </div>
  );
}

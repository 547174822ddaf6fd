import { Group, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconCircleHalf2, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RulesTable } from '@/components/access/rules-table';
import { PageHeader } from '@/components/layout/page-header';
import { SectionCard } from '@/components/layout/section-card';
import { useAbility } from '@/lib/ability/can';
import { subjects, type Action, type Subject } from '@/lib/ability/ability-schemas';
import { matrixActions } from '@/lib/ability/role-matrix';
import { useSession } from '@/lib/session/session';
import { TableScroll } from '@/components/data-table/table-scroll';

// Every subject a rule can name, sign-in pages (Auth) included; the four actions of the role grid.
const matrixSubjects = subjects.filter((subject) => subject !== 'all');

type Decision = 'allowed' | 'conditional' | 'denied';

/** Shows the signed-in user's CASL rules and what they decide for every subject and action. */
export function AccessControlPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const rules = useSession()?.userData.ability ?? [];

  const decide = (action: Action, subject: Subject): Decision => {
    if (!ability.can(action, subject)) return 'denied';
    const rule = ability.relevantRuleFor(action, subject);
    return rule?.conditions || rule?.fields ? 'conditional' : 'allowed';
  };

  const icons = {
    allowed: <IconCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />,
    conditional: <IconCircleHalf2 size={18} color="var(--mantine-color-orange-8)" aria-hidden />,
    denied: <IconX size={18} color="var(--mantine-color-red-8)" aria-hidden />,
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('accessControl.title')} subtitle={t('accessControl.subtitle')} />

      <SectionCard title={t('accessControl.rules.title')}>
        <RulesTable rules={rules} label={t('accessControl.rules.title')} />
      </SectionCard>

      <SectionCard title={t('accessControl.matrix.title')}>
        <Group gap="lg" mb="sm" fz="sm">
          {(['allowed', 'conditional', 'denied'] as const).map((decision) => (
            <Group key={decision} gap={4}>
              {icons[decision]}
              <Text fz="sm">{t(`accessControl.matrix.${decision}`)}</Text>
            </Group>
          ))}
        </Group>
        <TableScroll minWidth={520}>
          <Table withTableBorder withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('accessControl.rules.subject')}</Table.Th>
                {matrixActions.map((action) => (
                  <Table.Th key={action} scope="col" ta="center">
                    {t(`accessControl.actions.${action}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {matrixSubjects.map((subject) => (
                <Table.Tr key={subject}>
                  <Table.Th scope="row">{t(`accessControl.subjects.${subject}`)}</Table.Th>
                  {matrixActions.map((action) => {
                    const decision = decide(action, subject);
                    return (
                      <Table.Td key={action} ta="center" data-decision={decision}>
                        {icons[decision]}
                        <span className="visually-hidden">
                          {t(`accessControl.matrix.${decision}`)}
                        </span>
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </SectionCard>
    </Stack>
  );
}

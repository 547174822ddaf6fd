import { Badge, Code, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { subjects, type AbilityRule } from '@/lib/ability/ability-schemas';
import { matrixActions } from '@/lib/ability/role-matrix';

// The API's placeholder for "the signed-in user" in seeded conditions.
const USER_ID_PLACEHOLDER = '${user.id}';
const toList = (value: string | string[]) => (Array.isArray(value) ? value : [value]);
const knownSubjects: readonly string[] = subjects;
const gridActions: readonly string[] = matrixActions;

function actionText(t: TFunction, action: string) {
  if (action === 'manage') return t('roles.rules.anyAction');
  return gridActions.includes(action) ? t(`accessControl.actions.${action}`) : action;
}

/** `assignee.id = own id`: conditions read as sentences, the seeded placeholder by its meaning. */
function conditionsText(t: TFunction, rule: AbilityRule) {
  const parts = Object.entries(rule.conditions ?? {}).map(
    ([path, value]) =>
      `${path} = ${value === USER_ID_PLACEHOLDER ? t('roles.rules.ownId') : JSON.stringify(value)}`,
  );
  if (rule.fields)
    parts.push(`${t('accessControl.rules.fields')}: ${toList(rule.fields).join(', ')}`);
  return parts.join('; ');
}

function subjectText(t: TFunction, subject: string) {
  if (subject === 'all') return t('roles.rules.anySubject');
  return knownSubjects.includes(subject) ? t(`accessControl.subjects.${subject}`) : subject;
}

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
      {/* Keyboard users scroll a wide table too: the native container takes focus. */}
      <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
        <Table withTableBorder fz="sm" aria-label={t('roles.rules.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w="6rem">
                {t('accessControl.rules.kind')}
              </Table.Th>
              <Table.Th scope="col">{t('accessControl.rules.action')}</Table.Th>
              <Table.Th scope="col">{t('accessControl.rules.subject')}</Table.Th>
              <Table.Th scope="col">{t('accessControl.rules.conditions')}</Table.Th>
              <Table.Th scope="col">{t('accessControl.rules.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rules.map((rule, index) => (
              <Table.Tr key={index}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Badge color={rule.inverted ? 'red' : 'green'} variant="light" maw="none">
                    {rule.inverted ? t('accessControl.rules.cannot') : t('accessControl.rules.can')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {toList(rule.action)
                    .map((action) => actionText(t, action))
                    .join(', ')}
                </Table.Td>
                <Table.Td>
                  {toList(rule.subject)
                    .map((subject) => subjectText(t, subject))
                    .join(', ')}
                </Table.Td>
                <Table.Td>
                  {rule.conditions || rule.fields ? <Code>{conditionsText(t, rule)}</Code> : '—'}
                </Table.Td>
                <Table.Td>{rule.reason ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}

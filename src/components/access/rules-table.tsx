import { Badge, Code, Table } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { subjects, type AbilityRule } from '@/lib/ability/ability-schemas';
import { matrixActions } from '@/lib/ability/role-matrix';
import { TableScroll } from '@/components/data-table/table-scroll';

// The API's placeholder for "the signed-in user" in a role's seeded conditions.
const USER_ID_PLACEHOLDER = '${user.id}';
const toList = (value: string | string[]) => (Array.isArray(value) ? value : [value]);
const knownSubjects: readonly string[] = subjects;
const knownActions: readonly string[] = matrixActions;

function actionText(t: TFunction, action: string) {
  if (action === 'manage') return t('accessControl.rules.anyAction');
  return knownActions.includes(action) ? t(`accessControl.actions.${action}`) : action;
}

function subjectText(t: TFunction, subject: string) {
  if (subject === 'all') return t('accessControl.rules.anySubject');
  return knownSubjects.includes(subject) ? t(`accessControl.subjects.${subject}`) : subject;
}

/** `assignee.id = own id`: conditions read as sentences, the seeded placeholder by its meaning. */
function conditionsText(t: TFunction, rule: AbilityRule) {
  const parts = Object.entries(rule.conditions ?? {}).map(
    ([path, value]) =>
      `${path} = ${value === USER_ID_PLACEHOLDER ? t('accessControl.rules.ownId') : JSON.stringify(value)}`,
  );
  if (rule.fields)
    parts.push(
      `${t('accessControl.rules.fields')}${t('common.labelSeparator')}${toList(rule.fields).join(', ')}`,
    );
  return parts.join('; ');
}

/**
 * CASL rules as people read them: can or cannot, which actions on which apps, the conditions and
 * fields that limit them, and the reason. Used for the signed-in user's rules (Access control)
 * and a role's rules the grid does not edit (the role dialog).
 */
export function RulesTable({ rules, label }: { rules: readonly AbilityRule[]; label: string }) {
  const { t } = useTranslation();
  return (
    // Keyboard users scroll a wide table too: the native container takes focus.
    <TableScroll minWidth={560}>
      <Table withTableBorder fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('accessControl.rules.kind')}</Table.Th>
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
                {/* Whole words: a clipped label would let the column shrink to "NE PE…". */}
                <Badge
                  color={rule.inverted ? 'red' : 'green'}
                  variant="light"
                  maw="none"
                  styles={{ label: { overflow: 'visible' } }}
                >
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
    </TableScroll>
  );
}

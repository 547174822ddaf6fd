import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../api/user-schemas';
import { UserDetailsList } from './user-details-list';
import { billingKey } from './user-labels';
import { RoleName } from '@/components/access/role-label';
import { UserStatusBadge } from './user-status-badge';

/** The account: how the user signs in, what they may do, what they pay for. */
export function UserAccountTab({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Paper p="lg" shadow="xs" component="section" aria-labelledby="user-account-title">
        <Title id="user-account-title" order={2} fz="h4" mb="md">
          {t('users.view.account')}
        </Title>
        <UserDetailsList
          items={[
            { label: t('users.fields.id'), value: user.id },
            { label: t('users.fields.username'), value: <span dir="ltr">{user.username}</span> },
            { label: t('users.fields.email'), value: <span dir="ltr">{user.email}</span> },
            { label: t('users.fields.role'), value: <RoleName role={user.role} /> },
            { label: t('users.fields.status'), value: <UserStatusBadge status={user.status} /> },
          ]}
        />
      </Paper>
      <Paper p="lg" shadow="xs" component="section" aria-labelledby="user-plan-title">
        <Group justify="space-between" mb="md">
          <Title id="user-plan-title" order={2} fz="h4">
            {t('users.view.plan')}
          </Title>
          <Badge variant="light" size="lg">
            {t(`users.plans.${user.currentPlan}`)}
          </Badge>
        </Group>
        <Text c="dimmed" fz="sm" mb="md">
          <bdi>{t(`users.view.planText.${user.currentPlan}`)}</bdi>
        </Text>
        <UserDetailsList
          items={[
            { label: t('users.fields.plan'), value: t(`users.plans.${user.currentPlan}`) },
            { label: t('users.fields.billing'), value: t(billingKey(user.billing)) },
          ]}
        />
      </Paper>
    </Stack>
  );
}

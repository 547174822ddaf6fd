import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../api/user-schemas';
import { UserDetailsList } from './user-details-list';
import { billingKey } from './user-labels';
import { RoleName } from '@/components/access/role-label';
import { UserStatusBadge } from './user-status-badge';
import { SectionCard } from '@/components/layout/section-card';

/** The account: how the user signs in, what they may do, what they pay for. */
export function UserAccountTab({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <SectionCard title={t('users.view.account')}>
        <UserDetailsList
          items={[
            { label: t('users.fields.id'), value: user.id },
            { label: t('users.fields.username'), value: <span dir="ltr">{user.username}</span> },
            { label: t('users.fields.email'), value: <span dir="ltr">{user.email}</span> },
            { label: t('users.fields.role'), value: <RoleName role={user.role} /> },
            { label: t('users.fields.status'), value: <UserStatusBadge status={user.status} /> },
          ]}
        />
      </SectionCard>
      <SectionCard
        title={t('users.view.plan')}
        actions={
          <Badge variant="light" size="lg">
            {t(`users.plans.${user.currentPlan}`)}
          </Badge>
        }
      >
        <Text c="dimmed" fz="sm" mb="md">
          <bdi>{t(`users.view.planText.${user.currentPlan}`)}</bdi>
        </Text>
        <UserDetailsList
          items={[
            { label: t('users.fields.plan'), value: t(`users.plans.${user.currentPlan}`) },
            { label: t('users.fields.billing'), value: t(billingKey(user.billing)) },
          ]}
        />
      </SectionCard>
    </Stack>
  );
}

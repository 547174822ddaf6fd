import { lazy, Suspense } from 'react';
import { Grid, Group, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft, IconHistory, IconLock, IconUserCircle } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { AnchorLink } from '@/components/navigation/links';
import { Presence } from '@/components/presence/presence';
import { useAbility } from '@/lib/ability/can';
import { featureServed } from '@/lib/features/feature-served';
import { useUser } from '../api/get-user';
import { UserAccountTab } from '../components/user-account-tab';
import { UserActions } from '../components/user-actions';
import { UserProfileCard } from '../components/user-profile-card';

// The password form (and the form library) load when the tab is opened.
const UserSecurityTab = lazy(() =>
  import('../components/user-security-tab').then((module) => ({
    default: module.UserSecurityTab,
  })),
);

// The activity timeline loads with its tab too.
const UserActivityTab = lazyWithPreload(
  () => import('../components/user-activity-tab'),
  (module) => module.UserActivityTab,
);

const route = getRouteApi('/_authenticated/apps/users/$userId');

export function UserViewPage() {
  const { t } = useTranslation();
  const { userId } = route.useParams();
  const { data: user } = useUser(userId);
  // The timeline reads the audit log: only where the backend serves it.
  const canReadActivity = useAbility().can('read', 'AuditLog') && featureServed('audit-log');
  return (
    <Stack gap="md">
      <Group justify="space-between" mih={30}>
        <AnchorLink to="/apps/users" fz="sm" w="fit-content">
          <IconArrowLeft size={14} aria-hidden className="app-flip-rtl" />{' '}
          {t('users.actions.backToList')}
        </AnchorLink>
        <Presence resource="user" id={user.id} />
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <UserProfileCard user={user} actions={<UserActions user={user} />} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Tabs defaultValue="account" keepMounted={false}>
            <Tabs.List mb="md" aria-label={t('users.view.tabs')}>
              <Tabs.Tab value="account" leftSection={<IconUserCircle size={16} aria-hidden />}>
                {t('users.view.account')}
              </Tabs.Tab>
              <Tabs.Tab value="security" leftSection={<IconLock size={16} aria-hidden />}>
                {t('users.security.title')}
              </Tabs.Tab>
              {canReadActivity ? (
                <Tabs.Tab
                  value="activity"
                  leftSection={<IconHistory size={16} aria-hidden />}
                  onPointerEnter={UserActivityTab.preload}
                  onFocus={UserActivityTab.preload}
                >
                  {t('auditLog.activity.title')}
                </Tabs.Tab>
              ) : null}
            </Tabs.List>
            <Tabs.Panel value="account">
              <UserAccountTab user={user} />
            </Tabs.Panel>
            <Tabs.Panel value="security">
              <Suspense fallback={<Skeleton h={240} radius="md" aria-hidden />}>
                <UserSecurityTab user={user} />
              </Suspense>
            </Tabs.Panel>
            {canReadActivity ? (
              <Tabs.Panel value="activity">
                <Suspense fallback={<Skeleton h={240} radius="md" aria-hidden />}>
                  <UserActivityTab user={user} />
                </Suspense>
              </Tabs.Panel>
            ) : null}
          </Tabs>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

import { lazy, Suspense } from 'react';
import { Skeleton, Stack, Tabs } from '@mantine/core';
import { IconLock, IconUserCircle } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { accountTabs, type AccountTab } from '../account-search';
import { ProfileTab } from '../components/profile-tab';

// The Security tab's forms and list load when it is opened.
const SecurityTab = lazy(() =>
  import('../components/security-tab').then((module) => ({ default: module.SecurityTab })),
);

const route = getRouteApi('/_authenticated/account');

const isTab = (value: string | null): value is AccountTab =>
  accountTabs.some((tab) => tab === value);

/** My account: the profile and the security of the signed-in user, the tab in the URL. */
export function AccountPage() {
  const { t } = useTranslation();
  const { tab = 'profile' } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <Stack gap="md" maw={880}>
      <PageHeader title={t('account.title')} subtitle={t('account.subtitle')} />
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(value) => {
          if (isTab(value)) {
            void navigate({
              search: { tab: value === 'profile' ? undefined : value },
              replace: true,
            });
          }
        }}
      >
        <Tabs.List mb="md" aria-label={t('account.tabs')}>
          <Tabs.Tab value="profile" leftSection={<IconUserCircle size={16} aria-hidden />}>
            {t('account.profile.title')}
          </Tabs.Tab>
          <Tabs.Tab value="security" leftSection={<IconLock size={16} aria-hidden />}>
            {t('account.security')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileTab />
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <Suspense fallback={<Skeleton h={320} radius="md" aria-hidden />}>
            <SecurityTab />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

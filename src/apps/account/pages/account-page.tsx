import { lazy, Suspense } from 'react';
import { Group, Skeleton, Stack } from '@mantine/core';
import { IconBell, IconHistory, IconLock, IconUserCircle } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { ButtonLink } from '@/components/navigation/links';
import { featureServed } from '@/lib/features/feature-served';
import type { FeatureId } from '@/lib/features/feature-ids';
import type { AccountTab } from '../account-search';
import { ProfileTab } from '../components/profile-tab';

// The Security tab's forms and list load when it is opened.
const SecurityTab = lazy(() =>
  import('../components/security-tab').then((module) => ({ default: module.SecurityTab })),
);

// The Notifications tab's switches load when it is opened.
const NotificationsTab = lazyWithPreload(
  () => import('../components/notifications-tab'),
  (module) => module.NotificationsTab,
);

// The Activity tab's timeline loads when it is opened.
const ActivityTab = lazyWithPreload(
  () => import('../components/activity-tab'),
  (module) => module.ActivityTab,
);

const route = getRouteApi('/_authenticated/account');

type Section = {
  tab: AccountTab;
  titleKey: string;
  icon: typeof IconLock;
  /** Another feature's endpoints the tab calls: shown only where the backend serves them. */
  feature?: FeatureId;
};

const sections: readonly Section[] = [
  { tab: 'profile', titleKey: 'account.profile.title', icon: IconUserCircle },
  { tab: 'security', titleKey: 'account.security', icon: IconLock },
  {
    tab: 'notifications',
    titleKey: 'account.notificationPreferences.tab',
    icon: IconBell,
    feature: 'notifications',
  },
  { tab: 'activity', titleKey: 'auditLog.activity.title', icon: IconHistory, feature: 'audit-log' },
];

/**
 * My account: the profile and the security of the signed-in user. The sections are links that
 * keep the tab in the URL (a reload or a shared link opens it), not Mantine's Tabs, whose chunk
 * every page of the shell would then have to know of (scripts/check-budgets.mjs).
 */
export function AccountPage() {
  const { t } = useTranslation();
  const shown = sections.filter((section) => !section.feature || featureServed(section.feature));
  const { tab: asked = 'profile' } = route.useSearch();
  // A link to a tab the backend does not serve opens the profile.
  const tab = shown.some((section) => section.tab === asked) ? asked : 'profile';
  return (
    <Stack gap="md" maw={880}>
      <PageHeader title={t('account.title')} subtitle={t('account.subtitle')} />
      <Group component="nav" aria-label={t('account.tabs')} gap="xs">
        {shown.map(({ tab: value, titleKey, icon: Icon }) => (
          <ButtonLink
            key={value}
            to="/account"
            search={{ tab: value === 'profile' ? undefined : value }}
            replace
            variant={tab === value ? 'light' : 'subtle'}
            aria-current={tab === value ? 'page' : undefined}
            leftSection={<Icon size={16} aria-hidden />}
          >
            {t(titleKey)}
          </ButtonLink>
        ))}
      </Group>
      {tab === 'security' ? (
        <Suspense fallback={<Skeleton h={320} radius="md" aria-hidden />}>
          <SecurityTab />
        </Suspense>
      ) : tab === 'notifications' ? (
        <Suspense fallback={<Skeleton h={320} radius="md" aria-hidden />}>
          <NotificationsTab />
        </Suspense>
      ) : tab === 'activity' ? (
        <Suspense fallback={<Skeleton h={320} radius="md" aria-hidden />}>
          <ActivityTab />
        </Suspense>
      ) : (
        <ProfileTab />
      )}
    </Stack>
  );
}

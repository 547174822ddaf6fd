import type { AppManifest } from '@/components/layout/nav-types';

export const chatManifest: AppManifest = {
  id: 'chat',
  path: '/apps/chat',
  titleKey: 'nav.chat',
  icon: 'IconMessages',
  group: 'apps',
  subject: 'Chat',
};

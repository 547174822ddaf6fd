import type { AppManifest } from '@/components/layout/nav-types';

export const chatManifest: AppManifest = {
  id: 'chat',
  path: '/apps/chat',
  titleKey: 'nav.chat',
  icon: 'IconMessages',
  group: 'apps',
  subject: 'Chat',
  feature: 'chat',
  operations: [
    'listChatsAndContacts',
    'getChat',
    'sendChatMessage',
    'deleteChatMessage',
    'updateChatProfile',
  ],
  // The profile comes with the contacts' list; its own read is the specification's client's.
  alsoServes: ['getChatProfile'],
};

import type { AppManifest } from '@/components/layout/nav-types';

export const emailManifest: AppManifest = {
  id: 'email',
  path: '/apps/email',
  titleKey: 'nav.email',
  icon: 'IconMail',
  group: 'apps',
  subject: 'Email',
  feature: 'email',
  operations: [
    'listEmails',
    'getEmail',
    'paginateEmail',
    'updateEmails',
    'updateEmailsLabel',
    'sendEmail',
    'saveEmailDraft',
    'deleteEmails',
    'emptyEmailTrash',
  ],
};

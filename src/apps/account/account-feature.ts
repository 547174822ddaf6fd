import type { ShellFeature } from '@/lib/features/feature-ids';

/**
 * My account (`/account`, the user menu's link): profile, password, two-step sign-in, sessions.
 * Its Notifications and Activity tabs are the notifications' and the audit log's.
 */
export const accountFeature: ShellFeature = {
  feature: 'account',
  name: 'My account',
  operations: [
    'getAccount',
    'updateAccount',
    'sendVerificationMail',
    'cancelEmailChange',
    'changeOwnPassword',
    'listAccountSessions',
    'endAccountSession',
    'endOtherAccountSessions',
    'getTwoStepStatus',
    'startTwoStepSetup',
    'enableTwoStep',
    'disableTwoStep',
    'renewRecoveryCodes',
    'getServerClock',
  ],
};

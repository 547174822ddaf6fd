/**
 * The account's queries: the profile, the sessions, two-step sign-in and the notification
 * preferences, all the user's own.
 */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  twoStep: () => [...accountKeys.all, 'two-step'] as const,
  notificationPreferences: () => [...accountKeys.all, 'notification-preferences'] as const,
};

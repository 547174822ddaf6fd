/**
 * The first element of the query keys of a resource that more than one app reads. An app's keys
 * start with its resource (`userKeys.all` is `resourceKeys.users`), so a write that changes
 * another app's data invalidates that resource here without importing the other app: renaming a
 * role renames it in the users and permissions lists, adding a user changes the role cards, a
 * calendar event changes the dashboard's "Today's events".
 */
export const resourceKeys = {
  users: ['users'],
  roles: ['roles'],
  permissions: ['permissions'],
  dashboard: ['dashboard'],
  auditLog: ['auditLog'],
} as const;

/**
 * The API refuses to rename these (`roles.errors.fixedName`): sign-in finds the administrator's
 * rules by the name `admin`, and sign-up gives new accounts the role `client`.
 */
export const fixedRoleNames: ReadonlySet<string> = new Set(['admin', 'client']);

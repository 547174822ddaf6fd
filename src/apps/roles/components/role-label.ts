import type { TFunction } from 'i18next';

// The seeded roles have translated names (`roles.admin`…); a role someone added shows as typed.
// Only these are looked up, so a role called "title" can never show another key's text.
const seededRoles = new Set(['admin', 'client', 'author', 'editor', 'maintainer', 'subscriber']);

/** The display name of a role. */
export function roleLabel(t: TFunction, name: string): string {
  return seededRoles.has(name) ? t(`roles.${name}`) : name;
}

/**
 * The API refuses to rename these (`roles.errors.fixedName`): sign-in finds the administrator's
 * rules by the name `admin`, and sign-up gives new accounts the role `client`.
 */
export const fixedRoleNames: ReadonlySet<string> = new Set(['admin', 'client']);

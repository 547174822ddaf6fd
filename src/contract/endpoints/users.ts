import { bulkVersionsSchema } from '@/lib/versions/bulk-versions';
import * as z from 'zod/mini';
import { roleNameSchema } from '@/apps/roles/api/role-schemas';
import { changePasswordSchema } from '@/apps/users/api/password-change-schemas';
import {
  newUserSchema,
  userAnswerSchema,
  userSchema,
  usersPageSchema,
  userStatusUpdateSchema,
} from '@/apps/users/api/user-schemas';
import { userSecuritySchema } from '@/apps/users/api/user-security-schemas';
import { inviteUserSchema } from '@/apps/users/api/invite-schemas';
import { bulkEditSchema } from '@/apps/users/api/bulk-edit-schemas';
import {
  importedUserSchema,
  importUsersAnswerSchema,
  importUsersInputSchema,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_ROWS,
} from '@/apps/users/api/import-schemas';
import { acceptInviteSchema, inviteLinkSchema } from '@/apps/auth/invite-schemas';
import { languageCodes, type LanguageCode } from '@/lib/i18n/languages';
import { userFilters } from '@/apps/users/users-search';
import { createListParams, flagParam } from '@/lib/list/list-search';
import { idNumberOrText, idPath, idQuery, withLowerCaseEmail } from '@/lib/api-fields/api-fields';
import type { EndpointErrorKeys } from '@/contract/error-keys';
import { newPasswordErrorKeys } from '@/lib/session/password-rules';
import {
  ability,
  deleteOne,
  type Endpoint,
  endpointGroup,
  pagedListRead,
  publicAccess,
  type WriteFacts,
} from '@/contract/endpoint';

// Only these sort: sorting by a field that is never sent (the password) would leak it.
const SORT_COLUMNS = [
  'id',
  'fullName',
  'username',
  'email',
  'role',
  'currentPlan',
  'status',
  'company',
  'country',
  'contact',
  'billing',
] as const;

/** What `q` finds a user by. */
export const USER_SEARCH_FIELDS = ['fullName', 'email', 'username'] as const;

/** Bulk deletes are capped like a page: the table selects at most 100 rows. */
export const MAX_BULK_DELETE = 100;

/**
 * `GET /api/users/list/data`: the route's list fields and filters, except that `role` is any
 * role's name (roles can be added and renamed) and the export asks for `allData`.
 */
export const usersListParams = createListParams({
  sortColumns: SORT_COLUMNS,
  filters: { ...userFilters, allData: flagParam(false) },
});

const usersListAnswer = z.extend(usersPageSchema, {
  /** The parameters as the server read them (bad values replaced by their defaults). */
  params: z.omit(usersListParams, { allData: true }),
});

/** The add-user form's schema; the role is checked against the roles table, not a fixed list. */
export const newUserBody = withLowerCaseEmail(z.extend(newUserSchema, { role: roleNameSchema }));
/** The edit form is the add form: the same fields and rules, with the user's id. */
export const updateUserBody = withLowerCaseEmail(
  z.extend(newUserSchema, { id: idNumberOrText, role: roleNameSchema }),
);
/** The Security tab's form (the confirmation checked again), with the user's id. */
export const changePasswordBody = z.extend(changePasswordSchema, { id: idNumberOrText });
/** Suspend or activate: the user's id as a number or as text. */
export const userStatusBody = z.extend(userStatusUpdateSchema, { id: idNumberOrText });

export const userIdsBody = z.object({
  ids: z.array(idNumberOrText).check(z.minLength(1), z.maxLength(MAX_BULK_DELETE)),
  versions: bulkVersionsSchema,
});

/** The bulk edit's changes (role, plan, status, at least one) for the selected users. */
export const bulkEditUsersBody = z.extend(bulkEditSchema, {
  ids: z.array(idNumberOrText).check(z.minLength(1), z.maxLength(MAX_BULK_DELETE)),
  versions: bulkVersionsSchema,
});

/** One row of an import, checked as the add form's body is (the email lower-cased), with a status. */
export const importedUserBody = withLowerCaseEmail(
  z.extend(importedUserSchema, { role: roleNameSchema }),
);

/** The add form's example: the update's too, with an id. */
const exampleUser = {
  fullName: 'Ada Lovelace',
  username: 'ada.lovelace',
  email: 'ada@example.com',
  contact: '+44 20 7946 0958',
  company: 'Analytical Engines',
  country: 'United Kingdom',
  role: 'editor',
  currentPlan: 'team',
};

/** The user form’s own rule, and an email or a username another user has (each on its field). */
const userErrorKeys: EndpointErrorKeys = {
  400: { fields: { contact: ['users.validation.contact'] } },
  409: {
    messages: ['users.errors.exists'],
    fields: { email: ['users.errors.emailTaken'], username: ['users.errors.usernameTaken'] },
  },
};

/** A user changes the users' lists, the role cards' counts and the dashboard's Users card. */
const userWrites = {
  changes: { resources: ['users', 'roles', 'dashboard'], readers: 'User' },
  audit: { app: 'users', tables: ['users'] },
} as const satisfies WriteFacts;

/**
 * An admin's writes to another user's sign-ins: the user's page refetches them; the log names
 * the user (the path's `id`) when no row of theirs changed (sessions are not a table it reads).
 */
const userSecurityWrites = {
  changes: { resources: ['users'], readers: 'User' },
  audit: { app: 'users', tables: ['twoStep'], aboutUser: 'id' },
} as const satisfies WriteFacts;

/** One of a user's sessions: the user's id and the session's (as the security read lists it). */
export const userSessionParams = z.extend(idPath, {
  sessionId: z.string().check(z.minLength(1), z.maxLength(200)),
});

/**
 * The invite form's fields, the email lower-cased, the role checked against the roles table, and
 * the language the mail is written in (the admin's page's).
 */
export const inviteUserBody = withLowerCaseEmail(
  z.extend(inviteUserSchema, {
    role: roleNameSchema,
    language: z.optional(z.enum(languageCodes as [LanguageCode, ...LanguageCode[]])),
  }),
);

/** What an invitation link may be: unknown (or replaced by a newer one), expired or used. */
const inviteLinkKeys = [
  'auth.errors.inviteLinkInvalid',
  'auth.errors.inviteLinkExpired',
  'auth.errors.inviteLinkUsed',
];

export const usersApi = {
  list: {
    id: 'listUsers',
    path: '/api/users/list/data',
    summary: 'One page of users, with the counts of the whole directory',
    description: [
      '`q` matches the full name, email and username (case-insensitive); `role` is a role name,',
      'exactly (a name no role has matches no user); `currentPlan` and `status` the listed',
      'values, in any case, and an unknown value of these two means no filter. Without',
      '`sortColumn` the list is newest first, so a user just added heads page one.',
      'Then `params` leaves `sortColumn` out and echoes `sort` as read (`asc` by default), though it was not applied.',
      '`stats` counts',
      'the whole table, not the filtered list. `allData` (every match, sorted, unpaginated; for',
      'the CSV export) comes only with `allData=true`.',
    ].join(' '),
    example: { query: { q: 'john', page: '1', perPage: '10', status: 'active' } },
    ...pagedListRead('User', usersListParams, usersListAnswer, {
      items: 'users',
      search: USER_SEARCH_FIELDS,
      filters: [
        { param: 'role', field: 'role', match: 'equals' },
        { param: 'currentPlan', field: 'currentPlan', match: 'any-case' },
        { param: 'status', field: 'status', match: 'any-case' },
      ],
      sortColumns: SORT_COLUMNS,
    }),
  },
  allData: {
    id: 'listAllUsers',
    method: 'get',
    path: '/api/users/list/all-data',
    summary: 'Every user, unpaginated',
    access: ability('read', 'User'),
    answers: { 200: { description: 'Every user', schema: z.array(userSchema) } },
  },
  get: {
    id: 'getUser',
    method: 'get',
    path: '/api/users/user',
    summary: 'One user',
    access: ability('read', 'User'),
    query: idQuery,
    errors: [404],
    answers: { 200: { description: 'The user', schema: userAnswerSchema } },
    example: { query: { id: '1' } },
  },
  add: {
    id: 'addUser',
    method: 'post',
    path: '/apps/users/add-user',
    creates: true,
    summary: 'Add a user',
    description: [
      'Fields are trimmed and the email lower-cased; the role must exist. The new user is',
      '`pending`, with no billing method and no avatar. Email and username are unique,',
      'case-insensitively (409 with field errors `users.errors.emailTaken`,',
      '`users.errors.usernameTaken`).',
    ].join(' '),
    access: ability('create', 'User'),
    ...userWrites,
    body: newUserBody,
    errors: [400, 409],
    errorKeys: userErrorKeys,
    answers: { 201: { description: 'The new user', schema: userAnswerSchema } },
    example: { body: exampleUser },
  },
  update: {
    id: 'updateUser',
    method: 'post',
    path: '/apps/users/update-user',
    summary: "Change a user's details",
    description:
      'The add form’s fields and rules, with the id. Status, billing, avatar and password stay.',
    access: ability('update', 'User'),
    ...userWrites,
    versioned: { current: userSchema },
    body: updateUserBody,
    errors: [400, 404, 409],
    errorKeys: userErrorKeys,
    answers: { 200: { description: 'The user', schema: userAnswerSchema } },
    example: { body: { ...exampleUser, id: 12 } },
  },
  updateStatus: {
    id: 'updateUserStatus',
    method: 'post',
    path: '/apps/users/update-status',
    summary: 'Suspend (inactive) or activate (active) a user',
    description: "409 `users.errors.suspendSelf`: the signed-in user's own status cannot change.",
    access: ability('update', 'User'),
    ...userWrites,
    versioned: { current: userSchema },
    body: userStatusBody,
    errors: [400, 404, 409],
    errorKeys: { 409: { messages: ['users.errors.suspendSelf'] } },
    answers: { 200: { description: 'The user', schema: userAnswerSchema } },
    example: { body: { id: 12, status: 'inactive' } },
  },
  changePassword: {
    id: 'changeUserPassword',
    method: 'post',
    path: '/apps/users/change-password',
    summary: "Set a user's password",
    description:
      "Sign-in then requires it. The user's other sign-ins end: their refresh tokens are revoked, but the caller's own.",
    access: ability('update', 'User'),
    ...userWrites,
    body: changePasswordBody,
    errors: [400, 404],
    errorKeys: {
      400: {
        fields: {
          ...newPasswordErrorKeys,
        },
      },
    },
    answers: { 204: { description: 'Changed' } },
    example: { body: { id: 12, password: 'Engines1843', confirmation: 'Engines1843' } },
  },
  security: {
    id: 'getUserSecurity',
    method: 'get',
    path: '/api/users/{id}/security',
    summary: "A user's two-step sign-in and sessions",
    description: [
      'Whether two-step sign-in is on and how many recovery codes are left (0 while it is off),',
      'and one entry per sign-in of the user that has not ended, as `GET /api/account/sessions`',
      'lists the caller’s own: browser and system read from its User-Agent (null when unknown),',
      'when it signed in and was last used, the most recently used first. `current` marks the',
      'caller’s own session, when the caller looks at themselves. 404 for an unknown user.',
    ].join(' '),
    access: ability('read', 'User'),
    pathParams: idPath,
    errors: [404],
    answers: { 200: { description: 'The security', schema: userSecuritySchema } },
    example: { path: { id: '1' } },
  },
  endSession: {
    id: 'endUserSession',
    method: 'delete',
    path: '/api/users/{id}/sessions/{sessionId}',
    summary: "Sign one of a user's sessions out",
    description: [
      'Takes effect at once: every token of that sign-in is refused from now on, its access token',
      'included, and its refresh token answers 401 `auth.errors.signedOutElsewhere`, so the user’s',
      'tabs of it land on sign-in told why. 404 for an unknown user, or a session that is not',
      'theirs or has already ended; 409 `users.errors.currentSession` for the caller’s own',
      '(signing out is `POST /jwt/logout`).',
    ].join(' '),
    access: ability('update', 'User'),
    ...userSecurityWrites,
    pathParams: userSessionParams,
    errors: [404, 409],
    errorKeys: { 409: { messages: ['users.errors.currentSession'] } },
    answers: { 204: { description: 'Signed out' } },
  },
  endSessions: {
    id: 'endUserSessions',
    method: 'post',
    path: '/api/users/{id}/sessions/sign-out-all',
    summary: 'Sign every session of a user out',
    description: [
      'Ends every session of the user at once, as `DELETE /api/users/{id}/sessions/{sessionId}`',
      'ends one; on the caller themselves, every one but the caller’s own. Answers 204 when there',
      'was none. 404 for an unknown user.',
    ].join(' '),
    access: ability('update', 'User'),
    ...userSecurityWrites,
    pathParams: idPath,
    errors: [404],
    answers: { 204: { description: 'Signed out' } },
    // A directory user who cannot sign in: nobody's sign-in ends.
    example: { path: { id: '4' } },
  },
  resetTwoStep: {
    id: 'resetUserTwoStep',
    method: 'post',
    path: '/api/users/{id}/two-step/reset',
    summary: "Reset a user's two-step sign-in",
    description: [
      'For a user who lost their authenticator app and their recovery codes. Takes effect at',
      'once: two-step sign-in is off, its secret (and one being set up) and every recovery code',
      'are forgotten, and a sign-in waiting for its second step must start again; the next',
      'sign-in asks for the password alone, and the user sets it up again from My account. The',
      'user’s sessions go on (`POST /api/users/{id}/sessions/sign-out-all` ends them). The user is',
      'mailed that it happened (`twoStepReset`, in their saved language, its link to My account on',
      'the public origin). 409 `users.errors.twoStepOff` when it is off; 404 for an unknown user.',
    ].join(' '),
    access: ability('update', 'User'),
    ...userSecurityWrites,
    pathParams: idPath,
    errors: [404, 409],
    errorKeys: { 409: { messages: ['users.errors.twoStepOff'] } },
    answers: { 204: { description: 'Reset' } },
  },
  invite: {
    id: 'inviteUser',
    method: 'post',
    path: '/api/users/invitations',
    creates: true,
    summary: 'Invite a user by mail',
    description: [
      'Creates the user `pending`, with no password (they cannot sign in yet), a username made',
      'from the address, and mails them a link to `/accept-invite?token=…` on the app’s public',
      'origin (never the request’s `Origin`, `Referer` or `Host`), written in their language',
      'once saved, else `language`. The link works once, for 7 days by the server’s clock; there',
      'the invited person chooses their password (`POST /api/invitations/accept`). An email another',
      'user has is a 409 with `users.errors.emailTaken` on `email`; the role must exist.',
    ].join(' '),
    access: ability('create', 'User'),
    ...userWrites,
    body: inviteUserBody,
    errors: [400, 409],
    errorKeys: userErrorKeys,
    answers: { 201: { description: 'The invited user', schema: userAnswerSchema } },
    example: {
      body: { fullName: 'Ada Lovelace', email: 'ada@example.com', role: 'editor', language: 'en' },
    },
  },
  resendInvitation: {
    id: 'resendUserInvitation',
    method: 'post',
    path: '/api/users/{id}/invitation/resend',
    summary: 'Mail a user’s invitation again',
    description: [
      'A new link, valid 7 days, for a user who has no password yet (invited, or added with the',
      'add form); the earlier links stop working. 409 `users.errors.notInvitable` when the user',
      'has a password already; 404 for an unknown user.',
    ].join(' '),
    access: ability('update', 'User'),
    ...userSecurityWrites,
    pathParams: idPath,
    errors: [404, 409],
    errorKeys: { 409: { messages: ['users.errors.notInvitable'] } },
    answers: { 204: { description: 'Sent' } },
  },
  checkInvitation: {
    id: 'checkInvitationLink',
    method: 'post',
    path: '/api/invitations/check',
    summary: 'Whether an invitation link can still be used',
    description: [
      'Public: the invited person has no sign-in yet. So that the page says what is wrong before',
      'a password is typed: 204 when it can, else 400 with `auth.errors.inviteLinkInvalid`',
      '(unknown, or replaced by a newer link), `auth.errors.inviteLinkExpired` or',
      '`auth.errors.inviteLinkUsed`.',
    ].join(' '),
    access: publicAccess,
    body: inviteLinkSchema,
    errors: [400],
    errorKeys: { 400: { messages: inviteLinkKeys } },
    answers: { 204: { description: 'The link can be used' } },
  },
  acceptInvitation: {
    id: 'acceptInvitation',
    method: 'post',
    path: '/api/invitations/accept',
    summary: 'Choose one’s password with an invitation link',
    description: [
      'Public. The password follows the one password policy (8 to 100 characters, with a letter',
      'and a digit); the user becomes `active` (unless suspended meanwhile) and the link is used',
      'up. A link that cannot be used is a 400 as `checkInvitationLink` says. Answers 204: sign',
      'in with the address and the new password.',
    ].join(' '),
    access: publicAccess,
    // The invited user turns active: the admins' lists and the dashboard's card show it live.
    changes: { resources: ['users', 'dashboard'], readers: 'User' },
    body: acceptInviteSchema,
    errors: [400],
    errorKeys: { 400: { messages: inviteLinkKeys, fields: { ...newPasswordErrorKeys } } },
    answers: { 204: { description: 'The password is set' } },
  },
  delete: {
    id: 'deleteUser',
    path: '/apps/users/delete',
    summary: 'Delete a user',
    description:
      'The id in the query (`?id=3`) or in the body. 409 `users.errors.deleteSelf` for the signed-in user.',
    ...deleteOne('User', userSchema),
    ...userWrites,
    errors: [400, 404, 409],
    errorKeys: { 409: { messages: ['users.errors.deleteSelf'] } },
    answers: { 204: { description: 'Deleted' } },
    example: { query: { id: '12' } },
  },
  updateMany: {
    id: 'updateUsers',
    method: 'post',
    path: '/apps/users/update-many',
    summary: 'Set the role, plan or status of several users (the list’s bulk edit)',
    description: [
      'Each of `role`, `currentPlan` and `status` is optional (left out or null: each user keeps',
      'theirs), at least one given (400 `users.bulkEdit.nothingChosen` on `role`); the role must',
      'exist; `status` is `active` or `inactive` (`pending` is an invitation not yet accepted).',
      'All or nothing: 404 when one id is unknown, 409 `users.errors.suspendSelf` when it would',
      'change the signed-in user’s own status. A user whose fields change gets their next',
      '`version`; answers every named user as they now stand, in the order of `ids`.',
    ].join(' '),
    access: ability('update', 'User'),
    ...userWrites,
    bulkVersioned: { current: userSchema },
    body: bulkEditUsersBody,
    errors: [400, 404, 409],
    errorKeys: {
      400: { fields: { role: ['users.bulkEdit.nothingChosen'] } },
      409: { messages: ['users.errors.suspendSelf'] },
    },
    answers: {
      200: { description: 'The users', schema: z.object({ users: z.array(userSchema) }) },
    },
    example: { body: { ids: [12, 13], currentPlan: 'team', status: 'active' } },
  },
  importMany: {
    id: 'importUsers',
    method: 'post',
    path: '/apps/users/import',
    creates: true,
    summary: 'Add users from a CSV file (the list’s import)',
    description: [
      `At most ${MAX_IMPORT_ROWS} rows (400 \`validation.tooMany\` on \`users\`); the screen reads a`,
      `file of at most ${MAX_IMPORT_FILE_BYTES} bytes. Each row is checked on its own`,
      'with the add form’s rules (`POST /apps/users/add-user`) and an optional `status`',
      '(`pending` when left out): a row that passes is created, one that does not is refused',
      'alone, the others still created. `refused` gives each refused row its index in `users`',
      'and its field errors, the add form’s keys or `users.errors.emailTaken`,',
      '`users.errors.usernameTaken` (another user has it, or an earlier row of the same import)',
      'and `validation.invalidOption` on `role` (no such role). `imported` gives each created',
      'user with its row.',
    ].join(' '),
    access: ability('create', 'User'),
    ...userWrites,
    body: importUsersInputSchema,
    errors: [400],
    answers: { 200: { description: 'What was imported', schema: importUsersAnswerSchema } },
    example: { body: { users: [exampleUser] } },
  },
  deleteMany: {
    id: 'deleteUsers',
    method: 'post',
    path: '/apps/users/delete-many',
    summary: 'Delete several users (the list’s bulk delete)',
    description:
      'All or nothing: 404 when one id is unknown, 409 `users.errors.deleteSelf` when it holds the signed-in user.',
    access: ability('delete', 'User'),
    ...userWrites,
    bulkVersioned: { current: userSchema },
    body: userIdsBody,
    errors: [400, 404, 409],
    errorKeys: { 409: { messages: ['users.errors.deleteSelf'] } },
    answers: { 204: { description: 'Deleted' } },
    example: { body: { ids: [12, 13] } },
  },
} as const satisfies Record<string, Endpoint>;

export const usersGroup = endpointGroup(
  'Users',
  usersApi,
  'The users app: the directory, a user’s page, add, edit, suspend, delete, bulk edit, CSV import, invite by mail, and a user’s password, two-step sign-in and sessions.',
);

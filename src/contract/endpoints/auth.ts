import { loginAnswerSchema, loginFormSchema } from '@/apps/auth/auth-schemas';
import { registerFormSchema } from '@/apps/auth/register-schemas';
import {
  forgotPasswordSchema,
  resetLinkSchema,
  resetPasswordSchema,
} from '@/apps/auth/recovery-schemas';
import { twoStepSignInSchema } from '@/lib/session/second-factor';
import {
  authResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  signInEndMessages,
} from '@/lib/session/session-schemas';
import { withLowerCaseEmail } from '@/lib/api-fields/api-fields';
import { newPasswordErrorKeys } from '@/lib/session/password-rules';
import { publicAccess, type Endpoint, endpointGroup } from '@/contract/endpoint';
import { fieldErrorKeys } from '@/contract/error-keys';
import type { ErrorKeyList } from '@/contract/error-keys';
import { throttleRules } from '@/contract/throttle';

/**
 * A second factor refused: a wrong or used code or recovery code, or one of the wrong form. Each
 * field has its own words: an app code used already means waiting for the next one, a recovery
 * code used already is spent for good.
 */
export const refusedCodeKeys: ErrorKeyList = {
  messages: [
    'auth.errors.wrongCode',
    'auth.errors.codeUsed',
    'auth.errors.wrongRecoveryCode',
    'auth.errors.recoveryCodeUsed',
  ],
  fields: {
    code: ['auth.errors.wrongCode', 'auth.errors.codeUsed', 'auth.errors.codeFormat'],
    recoveryCode: [
      'auth.errors.wrongRecoveryCode',
      'auth.errors.recoveryCodeUsed',
      'auth.errors.recoveryCodeFormat',
    ],
  },
};

/** A reset link that cannot be used. */
const resetLinkKeys = [
  'auth.errors.resetLinkInvalid',
  'auth.errors.resetLinkUsed',
  'auth.errors.resetLinkExpired',
];

// The sign-in and sign-up forms' own schemas, so the API refuses exactly what the forms do.
const loginBody = withLowerCaseEmail(loginFormSchema);
const registerBody = withLowerCaseEmail(registerFormSchema);
export const forgotPasswordBody = withLowerCaseEmail(forgotPasswordSchema);

const demoLogin = { email: 'admin@demo.com', password: 'admin' };

export const authApi = {
  login: {
    id: 'signIn',
    method: 'post',
    path: '/jwt/login',
    summary: 'Sign in with email and password',
    description: [
      'Answers the user, their CASL rules (`userData.ability`) and a token pair. The access token',
      'lives 15 minutes, the refresh token 7 days. A wrong email or password is the same 400',
      '(`auth.errors.invalidCredentials` on `email`): no account probing. A suspended account',
      'answers 403 `auth.errors.suspended`. When the account has two-step sign-in on, the answer',
      'is `{ twoStepChallenge }` instead, with no tokens: the sign-in ends with',
      '`POST /jwt/login/two-step`.',
    ].join(' '),
    throttle: [throttleRules.signInAccount, throttleRules.signInClient],
    access: publicAccess,
    body: loginBody,
    errors: [400, 403],
    errorKeys: {
      400: fieldErrorKeys('email', 'auth.errors.invalidCredentials'),
      403: { messages: ['auth.errors.suspended'] },
    },
    answers: {
      200: { description: 'Signed in, or a second step owed', schema: loginAnswerSchema },
    },
    example: { body: demoLogin },
  },
  loginTwoStep: {
    id: 'signInSecondStep',
    method: 'post',
    path: '/jwt/login/two-step',
    summary: 'End a sign-in with a code from the authenticator app, or a recovery code',
    description: [
      'Takes the `twoStepChallenge` login answered and `code` (six digits from the app) or',
      '`recoveryCode` (each accepted once), as the turning on gave it: ten lowercase letters and',
      'digits, no dash. Screens show a code as `a1b2c-3d4e5` and send it without the dash or',
      'capitals; the dashed form is a 400 `auth.errors.recoveryCodeFormat` on `recoveryCode`.',
      'Answers as login does when signed in. A wrong code is',
      'a 400 `auth.errors.wrongCode` on `code`, a code already accepted once',
      '`auth.errors.codeUsed`; a wrong recovery code `auth.errors.wrongRecoveryCode` on',
      '`recoveryCode`, a spent one `auth.errors.recoveryCodeUsed`. The challenge lives 5 minutes and allows 5 wrong',
      'codes (the fifth is answered 401); after that, or for an unknown one, 401 `auth.errors.challengeExpired`: sign in',
      'with the password again. 403 `auth.errors.suspended` for an account suspended meanwhile.',
    ].join(' '),
    throttle: [throttleRules.codesAccount],
    access: publicAccess,
    body: twoStepSignInSchema,
    errors: [400, 401, 403],
    errorKeys: {
      400: refusedCodeKeys,
      401: { messages: ['auth.errors.challengeExpired'] },
      403: { messages: ['auth.errors.suspended'] },
    },
    answers: { 200: { description: 'Signed in', schema: authResponseSchema } },
  },
  register: {
    id: 'signUp',
    method: 'post',
    path: '/jwt/register',
    creates: true,
    summary: 'Create an account and sign in',
    description: [
      'Username 3–30 of letters, digits and `._-`. The password follows the one policy of every',
      'password a user sets (sign-up, reset, their own change, an admin’s change): 8 to 100',
      'characters, with a letter and a digit, refused with the same field errors on `password`.',
      '409 with field errors `auth.errors.emailTaken` / `auth.errors.usernameTaken`. A link to',
      'verify the address is mailed (in `language`, else English; `POST /jwt/verify-email`); the',
      'account works before it is verified, and says so on its page.',
    ].join(' '),
    throttle: [throttleRules.signUpClient],
    access: publicAccess,
    // A new account: the admins' users lists and the dashboard's Users card show it live.
    changes: { resources: ['users', 'dashboard'], readers: 'User' },
    body: registerBody,
    errors: [400, 409],
    errorKeys: {
      400: { fields: { password: newPasswordErrorKeys.password } },
      409: {
        messages: ['auth.errors.accountExists'],
        fields: { email: ['auth.errors.emailTaken'], username: ['auth.errors.usernameTaken'] },
      },
    },
    answers: { 200: { description: 'Signed up and in', schema: authResponseSchema } },
    example: {
      body: { username: 'ada.lovelace', email: 'ada@example.com', password: 'engines1843' },
    },
  },
  refresh: {
    id: 'refreshTokens',
    method: 'post',
    path: '/jwt/refresh-token',
    summary: 'Trade a refresh token for a new pair',
    description: [
      'Refresh tokens are single use and rotated: the answer holds a new pair. A used refresh',
      'token that comes back within 10 seconds (the reuse interval: the answer may have been',
      'lost) gets the same new pair again while that pair is unused (its refresh token not yet',
      'presented here, not revoked, not expired: calls with its access token do not count);',
      'otherwise it is refused',
      '(401 `auth.errors.sessionExpired`, as for an expired one), and one that comes',
      'back after the interval ends its whole sign-in: its newest access and refresh tokens are',
      'refused at once (refresh token reuse, RFC 9700). Refreshes that present one token at once',
      'all get the same new pair. A token is honoured only while its sign-in lasts, in the',
      'database that issued it, whatever its signature. The token of a sign-in that has ended is',
      'refused with why: `auth.errors.signedOutElsewhere` (ended from another of the user’s',
      'sessions, or by an administrator), `auth.errors.passwordChanged` (a new password, set',
      'anywhere), `auth.errors.signInReused` (its refresh token was used twice), and',
      '`auth.errors.sessionExpired` for its own sign-out. `userData` is built',
      'again, so role edits apply at the next refresh. The',
      'client refreshes once on a 401, with one request in flight that every waiting call shares,',
      'and ends the session when the refresh fails.',
    ].join(' '),
    access: publicAccess,
    body: refreshRequestSchema,
    errors: [400, 401],
    errorKeys: {
      401: {
        messages: [
          ...new Set(['auth.errors.sessionExpired', ...Object.values(signInEndMessages)]),
          'auth.errors.suspended',
        ],
      },
    },
    answers: { 200: { description: 'A new pair', schema: refreshResponseSchema } },
  },
  logout: {
    id: 'signOut',
    method: 'post',
    path: '/jwt/logout',
    summary: 'Revoke a refresh token',
    description: [
      'Ends the sign-in the token belongs to: every access and refresh token of it is refused',
      'from then on. Always succeeds: an unknown or malformed token has nothing left to revoke.',
    ].join(' '),
    access: publicAccess,
    body: refreshRequestSchema,
    bodyOptional: true,
    answers: { 204: { description: 'Signed out' } },
    example: { body: { refreshToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' } },
  },
  forgotPassword: {
    id: 'requestPasswordReset',
    method: 'post',
    path: '/jwt/forgot-password',
    summary: 'Mail a password-reset link',
    description: [
      'Always 204, whether an account has the address or not: the answer never says which. When',
      'one has, a mail with a link to `/reset-password?token=…` on the app’s public origin is sent',
      '(configured on the server, never taken from the request’s `Origin`, `Referer` or `Host`; in',
      'the account’s saved language, else `language`, else English): the mock puts it in the',
      'user’s inbox in the email app (pushed as `mailReceived` to their open tabs, like any mail)',
      'and in its outbox (`GET /__mock/outbox`). The link is single',
      'use and expires 30 minutes later by the mock’s clock; asking again sends a new link and',
      'the earlier ones stop working.',
    ].join(' '),
    throttle: [throttleRules.resetMailsAddress],
    access: publicAccess,
    body: forgotPasswordBody,
    errors: [400],
    answers: { 204: { description: 'Sent, if the address has an account' } },
    example: { body: { email: 'nobody@example.com', language: 'en' } },
  },
  checkResetLink: {
    id: 'checkPasswordResetLink',
    method: 'post',
    path: '/jwt/reset-password/check',
    summary: 'Whether a reset link can still be used',
    description: [
      'So that the reset page says what is wrong before a password is typed: 204 when it can,',
      'else 400 with `auth.errors.resetLinkInvalid` (unknown, or replaced by a newer link),',
      '`auth.errors.resetLinkExpired` or `auth.errors.resetLinkUsed`.',
    ].join(' '),
    access: publicAccess,
    body: resetLinkSchema,
    errors: [400],
    errorKeys: {
      400: {
        messages: resetLinkKeys,
      },
    },
    answers: { 204: { description: 'The link can be used' } },
  },
  verifyEmail: {
    id: 'verifyEmail',
    method: 'post',
    path: '/jwt/verify-email',
    summary: 'Verify an address with the mailed link',
    description: [
      'Sign-up, and a change of email on the account (`PATCH /api/account`), mail a link to',
      '`/verify-email?token=…`; this endpoint, public (the link may be opened in another',
      'browser), marks the address verified. A change’s link puts its address in force then: the',
      'account signs in with it and a forgotten password’s link goes there from then on. 400',
      '`auth.errors.verifyLinkInvalid` (unknown, replaced by a newer link, cancelled, or for an',
      'account whose address is no longer the one it was sent for), `auth.errors.verifyLinkExpired`',
      '(24 hours by the mock’s clock) or `auth.errors.verifyLinkUsed`; 409',
      '`auth.errors.emailTaken` when another account took the new address meanwhile.',
    ].join(' '),
    access: publicAccess,
    body: resetLinkSchema,
    errors: [400, 409],
    errorKeys: {
      400: {
        messages: [
          'auth.errors.verifyLinkInvalid',
          'auth.errors.verifyLinkUsed',
          'auth.errors.verifyLinkExpired',
        ],
      },
      409: { messages: ['auth.errors.emailTaken'] },
    },
    answers: { 204: { description: 'Verified' } },
  },
  resetPassword: {
    id: 'resetPassword',
    method: 'post',
    path: '/jwt/reset-password',
    summary: 'Choose a new password with a reset link',
    description: [
      'The new password follows the one password policy (8 to 100 characters, with a letter and a',
      'digit), as sign-up and every change do. Every session of the user ends; the link is used up. A link that cannot be',
      'used is a 400 as `checkPasswordResetLink` says. Answers 204: sign in with the new password',
      '(and the second step, when on).',
    ].join(' '),
    access: publicAccess,
    body: resetPasswordSchema,
    errors: [400],
    errorKeys: {
      400: {
        messages: resetLinkKeys,
        fields: {
          ...newPasswordErrorKeys,
        },
      },
    },
    answers: { 204: { description: 'Changed' } },
  },
} as const satisfies Record<string, Endpoint>;

export const authGroup = endpointGroup(
  'Authentication',
  authApi,
  'Sign-in with JWT access and refresh tokens (HS256): sign in (with a second step when two-step sign-in is on), sign up, refresh (rotation), sign out, and a forgotten password reset by mail.',
);

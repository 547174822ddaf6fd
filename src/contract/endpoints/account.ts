import { throttleRules } from '@/contract/throttle';
import * as z from 'zod/mini';
import type { EndpointErrorKeys } from '@/contract/error-keys';
import { newPasswordErrorKeys } from '@/lib/session/password-rules';
import {
  accountAnswerSchema,
  accountSessionsSchema,
  accountUpdateAnswerSchema,
  profileUpdateSchema,
} from '@/apps/account/api/account-schemas';
import { ownPasswordSchema } from '@/apps/account/api/password-schemas';
import {
  enableTwoStepSchema,
  recoveryCodesSchema,
  twoStepSetupSchema,
  twoStepStatusSchema,
} from '@/apps/account/api/two-step-schemas';
import { secondFactorSchema } from '@/lib/session/second-factor';
import { languageCodes, type LanguageCode } from '@/lib/i18n/languages';
import { withLowerCaseEmail } from '@/lib/api-fields/api-fields';
import { signedIn, type Endpoint, endpointGroup, type WriteFacts } from '@/contract/endpoint';
import { fieldErrorKeys } from '@/contract/error-keys';
import { refusedCodeKeys } from './auth';

/** The profile as the API reads it: the form's rules, the email lower-cased. */
export const accountUpdateBody = withLowerCaseEmail(profileUpdateSchema);

export const verificationMailBody = z.object({
  language: z.optional(z.enum(languageCodes as [LanguageCode, ...LanguageCode[]])),
});

export const accountSessionParams = z.object({ id: z.string().check(z.minLength(1)) });

/** A code or a recovery code that is refused, and two-step sign-in not on. */
const secondFactorErrorKeys: EndpointErrorKeys = {
  400: refusedCodeKeys,
  409: { messages: ['account.twoStep.errors.notOn'] },
};

/** The caller's own account: their tabs refetch it; the log has the account's three tables. */
export const accountWrites = {
  changes: { resources: ['account'], readers: 'own' },
  audit: { app: 'account', tables: ['users', 'accountPreferences', 'twoStep'] },
} as const satisfies WriteFacts;

export const accountApi = {
  get: {
    id: 'getAccount',
    method: 'get',
    path: '/api/account',
    summary: 'The signed-in user’s own account',
    description: [
      'Name, email, phone (the directory’s `contact`), language, time zone and avatar of the',
      'caller. `language` and `timeZone` are null until the user saves them. `emailVerified` is',
      'false from sign-up until the mailed link is opened. `pendingEmail` is the address a change',
      'of email asked for, not in force until the link mailed to it is opened (null when none).',
    ].join(' '),
    access: signedIn,
    answers: { 200: { description: 'The account', schema: accountAnswerSchema } },
  },
  update: {
    id: 'updateAccount',
    method: 'patch',
    path: '/api/account',
    summary: 'Change one’s own profile',
    description: [
      'Fields are trimmed and the email lower-cased. `avatar`, sent only when it changes, is an',
      'image as a data URL (JPEG, PNG or WebP, at most 200,000 characters: the client resizes it',
      'to 256×256 first; `account.errors.avatarTooLarge` otherwise), or `""` to remove it. Answers',
      'the account and the session’s `userData` built again, which the client stores so that',
      'every place showing the user follows. **A change of email** (an `email` that is neither',
      'the address in force nor `pendingEmail`) asks for the account’s password in',
      '`currentPassword`: missing, a 400 `validation.required` on it; wrong, a 400',
      '`account.errors.wrongPassword` on it, as `POST /api/account/password` answers; nothing is',
      'saved then. Then an email another account has is a 409 with the field error',
      '`auth.errors.emailTaken` on `email`. The change does not take effect here: the account',
      'keeps its address (sign-in and a forgotten password’s link use it) and answers the new one',
      'as `pendingEmail`; a link to confirm it is mailed to the new address (`POST',
      '/jwt/verify-email` puts it in force), and the address in force gets a notice that it is',
      'being changed, with the way to cancel (`DELETE /api/account/email-change`). A new change',
      'replaces a waiting one, whose link stops working. Sending the address in force or',
      '`pendingEmail` leaves a waiting change as it is and needs no password. Only a change of',
      'email is counted and refused by the throttle below; the rest of the profile never is.',
    ].join(' '),
    access: signedIn,
    ...accountWrites,
    body: accountUpdateBody,
    errors: [400, 409],
    throttle: [throttleRules.passwordAccount],
    errorKeys: {
      400: {
        messages: ['account.errors.wrongPassword'],
        fields: {
          avatar: ['account.errors.avatarTooLarge', 'account.errors.avatarType'],
          phone: ['account.validation.phone'],
          timeZone: ['account.validation.timeZone'],
          currentPassword: ['account.errors.wrongPassword'],
        },
      },
      409: fieldErrorKeys('email', 'auth.errors.emailTaken'),
    },
    answers: {
      200: { description: 'The account and the new user data', schema: accountUpdateAnswerSchema },
    },
    example: {
      body: {
        fullName: 'John Doe',
        email: 'admin@demo.com',
        phone: '+1 555 0100',
        language: 'en',
        timeZone: 'Europe/Berlin',
      },
    },
  },
  cancelEmailChange: {
    id: 'cancelEmailChange',
    method: 'delete',
    path: '/api/account/email-change',
    summary: 'Cancel a change of email not yet confirmed',
    description: [
      'The account keeps its address and the link mailed to the new one stops working. 409',
      '`account.errors.noEmailChange` when no change is waiting. It needs no password: it only',
      'keeps the address the account has.',
    ].join(' '),
    access: signedIn,
    ...accountWrites,
    errors: [409],
    errorKeys: { 409: { messages: ['account.errors.noEmailChange'] } },
    answers: { 204: { description: 'Cancelled' } },
  },
  sendVerification: {
    id: 'sendVerificationMail',
    method: 'post',
    path: '/api/account/verification-mail',
    summary: 'Mail the link to verify one’s address again',
    description: [
      'A new link (the earlier ones stop working), in the account’s saved language, else',
      '`language`: to the new address when a change of email waits for its link (`pendingEmail`),',
      'else to the account’s own. 409 `account.errors.alreadyVerified` when the address is',
      'verified and no change waits.',
    ].join(' '),
    access: signedIn,
    ...accountWrites,
    body: verificationMailBody,
    bodyOptional: true,
    errors: [400, 409],
    errorKeys: { 409: { messages: ['account.errors.alreadyVerified'] } },
    throttle: [throttleRules.verificationMailsAddress],
    answers: { 204: { description: 'Sent' } },
  },
  changePassword: {
    id: 'changeOwnPassword',
    method: 'post',
    path: '/api/account/password',
    summary: 'Change one’s own password',
    description: [
      'The current password is required: a wrong one is a 400 with the field error',
      '`account.errors.wrongPassword` on `currentPassword`. The new one follows the one password',
      'policy of sign-up, a reset and an admin’s change (8 to 100 characters, with a letter and a',
      'digit). Every other session of the user ends at once (its refresh and access tokens are',
      'refused from then on); the caller’s',
      'goes on.',
    ].join(' '),
    access: signedIn,
    ...accountWrites,
    body: ownPasswordSchema,
    errors: [400],
    throttle: [throttleRules.passwordAccount],
    errorKeys: {
      400: {
        messages: ['account.errors.wrongPassword'],
        fields: {
          currentPassword: ['account.errors.wrongPassword'],
          ...newPasswordErrorKeys,
        },
      },
    },
    answers: { 204: { description: 'Changed' } },
  },
  sessions: {
    id: 'listAccountSessions',
    method: 'get',
    path: '/api/account/sessions',
    summary: 'Where the user is signed in',
    description: [
      'One entry per sign-in that has not ended (the chain of refresh tokens it rotated through):',
      'its browser and system read from the sign-in’s User-Agent (null when unknown), when it',
      'signed in and was last used (by the mock’s clock), and `current` for the caller’s own.',
      'The current session comes first, then the most recently used.',
    ].join(' '),
    access: signedIn,
    answers: { 200: { description: 'The sessions', schema: accountSessionsSchema } },
  },
  endSession: {
    id: 'endAccountSession',
    method: 'delete',
    path: '/api/account/sessions/{id}',
    summary: 'Sign one session out',
    description: [
      'Ends one of the caller’s other sessions: its refresh token is refused (that tab lands on',
      'sign-in at its next refresh) and so is its access token, at once. 404 for a session that',
      'is not the caller’s or has already ended; 409 `account.errors.currentSession` for the',
      'caller’s own (signing out is `POST /jwt/logout`).',
    ].join(' '),
    access: signedIn,
    ...accountWrites,
    pathParams: accountSessionParams,
    errors: [404, 409],
    errorKeys: { 409: { messages: ['account.errors.currentSession'] } },
    answers: { 204: { description: 'Signed out' } },
  },
  endOtherSessions: {
    id: 'endOtherAccountSessions',
    method: 'post',
    path: '/api/account/sessions/sign-out-others',
    summary: 'Sign every other session out',
    description: [
      'Ends every session of the caller but the current one, as `DELETE',
      '/api/account/sessions/{id}` does one. Answers 204 when there was none.',
    ].join(' '),
    access: signedIn,
    ...accountWrites,
    answers: { 204: { description: 'Signed out' } },
  },
  twoStep: {
    id: 'getTwoStepStatus',
    method: 'get',
    path: '/api/account/two-step',
    summary: 'Whether two-step sign-in is on',
    description: 'And how many of the recovery codes are left unused (0 while it is off).',
    access: signedIn,
    answers: { 200: { description: 'The status', schema: twoStepStatusSchema } },
  },
  startTwoStep: {
    id: 'startTwoStepSetup',
    method: 'post',
    path: '/api/account/two-step/setup',
    summary: 'A new secret for an authenticator app',
    description: [
      'Two-step sign-in uses TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, by real time, one',
      'step of drift either way). The answer is a new secret, not yet in force: `secret` in base32',
      'to type into the app, `uri` the `otpauth://totp/…` URI its QR code carries. It replaces a',
      'secret set up earlier and not confirmed. 409 `account.twoStep.errors.alreadyOn` while it is',
      'on.',
    ].join(' '),
    access: signedIn,
    ...accountWrites,
    errors: [409],
    errorKeys: { 409: { messages: ['account.twoStep.errors.alreadyOn'] } },
    answers: { 200: { description: 'The secret to confirm', schema: twoStepSetupSchema } },
  },
  enableTwoStep: {
    id: 'enableTwoStep',
    method: 'post',
    path: '/api/account/two-step/enable',
    summary: 'Turn two-step sign-in on with a code for the new secret',
    description: [
      'The code proves the app holds the secret of the last setup. A wrong code is a 400 with',
      '`auth.errors.wrongCode` on `code`. Answers ten one-time recovery codes, shown',
      'once (`a1b2c-3d4e5`); from then on every sign-in asks for a code. 409',
      '`account.twoStep.errors.noSetup` without a setup, `account.twoStep.errors.alreadyOn` when it',
      'is on. Other sessions go on.',
    ].join(' '),
    access: signedIn,
    ...accountWrites,
    body: enableTwoStepSchema,
    errors: [400, 409],
    errorKeys: {
      400: {
        messages: ['auth.errors.wrongCode', 'auth.errors.codeUsed'],
        fields: {
          code: ['auth.errors.wrongCode', 'auth.errors.codeUsed', 'auth.errors.codeFormat'],
        },
      },
      409: { messages: ['account.twoStep.errors.alreadyOn', 'account.twoStep.errors.noSetup'] },
    },
    answers: { 200: { description: 'On: the recovery codes', schema: recoveryCodesSchema } },
  },
  disableTwoStep: {
    id: 'disableTwoStep',
    method: 'post',
    path: '/api/account/two-step/disable',
    summary: 'Turn two-step sign-in off',
    description: [
      'Asks for a code from the app (`code`) or an unused recovery code (`recoveryCode`), refused',
      'as at sign-in’s second step: a wrong code is a 400 `auth.errors.wrongCode` on `code`, one',
      'already accepted once `auth.errors.codeUsed`; a wrong recovery code',
      '`auth.errors.wrongRecoveryCode` on `recoveryCode`, a spent one',
      '`auth.errors.recoveryCodeUsed`. The secret and the recovery codes are forgotten. 409',
      '`account.twoStep.errors.notOn` when it is off.',
    ].join(' '),
    access: signedIn,
    ...accountWrites,
    body: secondFactorSchema,
    errors: [400, 409],
    errorKeys: secondFactorErrorKeys,
    throttle: [throttleRules.codesAccount],
    answers: { 204: { description: 'Off' } },
  },
  renewRecoveryCodes: {
    id: 'renewRecoveryCodes',
    method: 'post',
    path: '/api/account/two-step/recovery-codes',
    summary: 'Replace the recovery codes',
    description: [
      'Asks for a code as turning it off does; the ten new codes replace every earlier one, used',
      'or not. 409 `account.twoStep.errors.notOn` when it is off.',
    ].join(' '),
    access: signedIn,
    ...accountWrites,
    body: secondFactorSchema,
    errors: [400, 409],
    errorKeys: secondFactorErrorKeys,
    throttle: [throttleRules.codesAccount],
    answers: { 200: { description: 'The new recovery codes', schema: recoveryCodesSchema } },
  },
} as const satisfies Record<string, Endpoint>;

export const accountGroup = endpointGroup(
  'Account',
  accountApi,
  'The signed-in user’s own profile, password, two-step sign-in and sessions.',
);

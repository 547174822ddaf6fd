// Relative imports with `.ts`: see ../endpoint.ts.
import { loginFormSchema, registerFormSchema } from '../../apps/auth/auth-schemas.ts';
import {
  authResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
} from '../../lib/session/session-schemas.ts';
import { withLowerCaseEmail } from '../contract-schemas.ts';
import { publicAccess, type Endpoint, endpointGroup } from '../endpoint.ts';

// The sign-in and sign-up forms' own schemas, so the API refuses exactly what the forms do.
const loginBody = withLowerCaseEmail(loginFormSchema);
const registerBody = withLowerCaseEmail(registerFormSchema);

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
      'answers 403 `auth.errors.suspended`.',
    ].join(' '),
    access: publicAccess,
    body: loginBody,
    errors: [400, 403],
    answers: { 200: { description: 'Signed in', schema: authResponseSchema } },
    example: { body: demoLogin },
  },
  register: {
    id: 'signUp',
    method: 'post',
    path: '/jwt/register',
    creates: true,
    summary: 'Create an account and sign in',
    description:
      'Username 3–30 of letters, digits and `._-`; password 6–100. 409 with field errors `auth.errors.emailTaken` / `auth.errors.usernameTaken`.',
    access: publicAccess,
    body: registerBody,
    errors: [400, 409],
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
      'Refresh tokens are single use and rotated: the answer holds a new pair, and the old',
      'refresh token is refused from then on (401 `auth.errors.sessionExpired`, as for an expired',
      'or revoked one). `userData` is built again, so role edits apply at the next refresh. The',
      'client refreshes once on a 401, with one request in flight that every waiting call shares,',
      'and ends the session when the refresh fails.',
    ].join(' '),
    access: publicAccess,
    body: refreshRequestSchema,
    errors: [400, 401],
    answers: { 200: { description: 'A new pair', schema: refreshResponseSchema } },
  },
  logout: {
    id: 'signOut',
    method: 'post',
    path: '/jwt/logout',
    summary: 'Revoke a refresh token',
    description: 'Always succeeds: an unknown or malformed token has nothing left to revoke.',
    access: publicAccess,
    body: refreshRequestSchema,
    bodyOptional: true,
    answers: { 204: { description: 'Signed out' } },
    example: { body: { refreshToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' } },
  },
} as const satisfies Record<string, Endpoint>;

export const authGroup = endpointGroup(
  'Authentication',
  authApi,
  'Sign-in with JWT access and refresh tokens (HS256): sign in, sign up, refresh (rotation), sign out.',
);

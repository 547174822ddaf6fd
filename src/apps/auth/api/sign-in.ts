import { config } from '@/lib/config';
import { i18next } from '@/lib/i18n/i18n';
import { intentOf, sendOnce } from '@/lib/http/idempotency';
import { notify, toastTimings } from '@/lib/notify/notify';
import { authHttp, authUrl } from '@/lib/session/auth-client';
import type { TwoStepSignIn } from '@/lib/session/second-factor';
import { session } from '@/lib/session/session';
import { authResponseSchema, type AuthResponse } from '@/lib/session/session-schemas';
import { loginAnswerSchema, type LoginAnswer, type LoginForm } from '../auth-schemas';
import type { RegisterForm } from '../register-schemas';
import { useAuthRequest } from './use-auth-request';

/** Signed in, or (two-step sign-in on) a challenge the code step ends. */
export async function login(body: LoginForm): Promise<LoginAnswer> {
  const answer = await authHttp.post(authUrl(config().auth.loginEndpoint), { json: body }).json();
  return loginAnswerSchema.parse(answer);
}

/** The second step: the challenge and a code from the app, or a recovery code. */
export async function signInSecondStep(body: TwoStepSignIn): Promise<AuthResponse> {
  const url = authUrl(config().auth.twoStepEndpoint);
  return authResponseSchema.parse(await authHttp.post(url, { json: body }).json());
}

/** A create: a double submit or a re-submit after a lost answer makes one account. */
export async function register(body: RegisterForm): Promise<AuthResponse> {
  const url = authUrl(config().auth.registerEndpoint);
  const answer = await sendOnce(intentOf('post', url, body), (headers) =>
    authHttp.post(url, { json: body, headers }).json(),
  );
  return authResponseSchema.parse(answer);
}

/** Starts the session, in the language the user saved on their account if they did. */
function signedIn(auth: AuthResponse) {
  session.start(auth);
  const { language } = auth.userData;
  if (language && language !== i18next.resolvedLanguage) void i18next.changeLanguage(language);
}

/** Signs in with the password; a challenge leaves the session as it is, for the code step. */
export function useLogin() {
  return useAuthRequest(login, (answer) => {
    if ('userData' in answer) signedIn(answer);
  });
}

export function useSecondStep() {
  return useAuthRequest(signInSecondStep, signedIn);
}

export function useRegister() {
  return useAuthRequest(register, (auth) => {
    session.start(auth);
    // Long enough to read where the verification mail went (it is in the mailbox too).
    notify.success(i18next.t('auth.register.welcome'), {
      description: i18next.t('auth.register.verifyMailSent', { email: auth.userData.email }),
      duration: toastTimings.blank,
    });
  });
}

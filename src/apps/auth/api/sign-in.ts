import { useMutation } from '@tanstack/react-query';
import { config } from '@/lib/config';
import { intentOf, sendOnce } from '@/lib/http/idempotency';
import { authHttp, authUrl } from '@/lib/session/auth-client';
import { session } from '@/lib/session/session';
import { authResponseSchema, type AuthResponse } from '@/lib/session/session-schemas';
import type { LoginForm, RegisterForm } from '../auth-schemas';

export async function login(body: LoginForm): Promise<AuthResponse> {
  const answer = await authHttp.post(authUrl(config().auth.loginEndpoint), { json: body }).json();
  return authResponseSchema.parse(answer);
}

/** A create: a double submit or a re-submit after a lost answer makes one account. */
export async function register(body: RegisterForm): Promise<AuthResponse> {
  const url = authUrl(config().auth.registerEndpoint);
  const answer = await sendOnce(intentOf('post', url, body), (headers) =>
    authHttp.post(url, { json: body, headers }).json(),
  );
  return authResponseSchema.parse(answer);
}

/** Field errors are shown by the form, so no toast for those. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (auth) => session.start(auth),
    meta: { errorToast: false },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: (auth) => session.start(auth),
    meta: { errorToast: false, successMessage: 'auth.register.welcome' },
  });
}

import { useState } from 'react';
import { config } from '@/lib/config';
import { i18next } from '@/lib/i18n/i18n';
import { intentOf, sendOnce } from '@/lib/http/idempotency';
import { notify } from '@/lib/notify/notify';
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

/**
 * A sign-in page's write, without react-query: the query cache loads with the signed-in app, not
 * on the sign-in pages (docs/performance.md, "Sign-in"). `mutateAsync` is what the form's
 * `submitWith` calls; `isPending` while the request is on its way. A failure is the form's to
 * show, by its fields or above them: no toast.
 */
function useAuthRequest<Input>(
  request: (input: Input) => Promise<AuthResponse>,
  onSuccess: (auth: AuthResponse) => void,
) {
  const [isPending, setPending] = useState(false);
  const mutateAsync = async (input: Input) => {
    setPending(true);
    try {
      const auth = await request(input);
      onSuccess(auth);
      return auth;
    } finally {
      setPending(false);
    }
  };
  return { mutateAsync, isPending };
}

export function useLogin() {
  return useAuthRequest(login, (auth) => session.start(auth));
}

export function useRegister() {
  return useAuthRequest(register, (auth) => {
    session.start(auth);
    notify.success(i18next.t('auth.register.welcome'));
  });
}

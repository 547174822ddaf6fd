import { config } from '@/lib/config';
import { authHttp, authUrl } from '@/lib/session/auth-client';
import type { ForgotPassword, ResetPassword } from '../recovery-schemas';
import { useAuthRequest } from './use-auth-request';

/** Asks for a reset link by mail; the answer is the same whether the address has an account. */
export async function requestPasswordReset(body: ForgotPassword): Promise<void> {
  await authHttp.post(authUrl(config().auth.forgotPasswordEndpoint), { json: body });
}

/** Resolves when the reset link can be used; throws the API's reason when it cannot. */
export async function checkResetLink(token: string): Promise<void> {
  const url = authUrl(`${config().auth.resetPasswordEndpoint}/check`);
  await authHttp.post(url, { json: { token } });
}

/** Sets the new password with the link's token; every session of the user ends. */
export async function resetPassword(body: ResetPassword): Promise<void> {
  await authHttp.post(authUrl(config().auth.resetPasswordEndpoint), { json: body });
}

export function useRequestPasswordReset(onSent: () => void) {
  return useAuthRequest(requestPasswordReset, onSent);
}

export function useResetPassword(onChanged: () => void) {
  return useAuthRequest(resetPassword, onChanged);
}

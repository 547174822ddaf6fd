import { config } from '@/lib/config';
import { authHttp, authUrl } from '@/lib/session/auth-client';

/** Verifies an address with the mailed link's token; throws the API's reason when it cannot. */
export async function verifyEmail(token: string): Promise<void> {
  await authHttp.post(authUrl(config().auth.verifyEmailEndpoint), { json: { token } });
}

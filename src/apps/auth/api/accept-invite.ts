import { config } from '@/lib/config';
import { authHttp } from '@/lib/session/auth-client';
import type { AcceptInvite } from '../invite-schemas';
import { useAuthRequest } from './use-auth-request';

/**
 * The invitation calls are the API's (`config().apiUrl`), public: the invited person has no
 * sign-in yet, so they go through the auth pages' client, not the refreshing one.
 */
function apiUrl(path: string): string {
  return new URL(path, config().apiUrl || window.location.origin).href;
}

/** Resolves when the invitation link can be used; throws the API's reason when it cannot. */
export async function checkInviteLink(token: string): Promise<void> {
  await authHttp.post(apiUrl('/api/invitations/check'), { json: { token } });
}

/** Sets the invited person's password with the link's token. */
export async function acceptInvite(body: AcceptInvite): Promise<void> {
  await authHttp.post(apiUrl('/api/invitations/accept'), { json: body });
}

export function useAcceptInvite(onAccepted: () => void) {
  return useAuthRequest(acceptInvite, onAccepted);
}

import { useMutation } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import { accountKeys } from './account-keys';

/** Cancels a change of email not yet confirmed: the link mailed to the new address stops working. */
export async function cancelEmailChange(): Promise<void> {
  await send('delete', 'api/account/email-change');
}

/** The profile's "Cancel the change": the account's cache refetches, a toast says it is done. */
export function useCancelEmailChange() {
  return useMutation({
    mutationFn: cancelEmailChange,
    meta: {
      successMessage: 'account.emailChange.cancelled',
      invalidates: [accountKeys.profile()],
    },
  });
}

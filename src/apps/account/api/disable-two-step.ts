import { useMutation } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import type { SecondFactor } from '@/lib/session/second-factor';
import { accountKeys } from './account-keys';

/** Turns two-step sign-in off; the server asks for a code or a recovery code. */
export async function disableTwoStep(factor: SecondFactor): Promise<void> {
  await send('post', 'api/account/two-step/disable', { json: factor });
}

/** The turn-off dialog's form: a wrong code is an error by the field. */
export function useDisableTwoStep() {
  return useMutation({
    mutationFn: disableTwoStep,
    meta: {
      successMessage: 'account.notifications.twoStepOff',
      errorToast: false,
      invalidates: [accountKeys.twoStep()],
    },
  });
}

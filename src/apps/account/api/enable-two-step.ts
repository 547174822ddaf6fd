import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { accountKeys } from './account-keys';
import { recoveryCodesSchema, type EnableTwoStep, type RecoveryCodes } from './two-step-schemas';

/** Turns two-step sign-in on with a code for the new secret; answers the recovery codes. */
export async function enableTwoStep(input: EnableTwoStep): Promise<RecoveryCodes> {
  return sendJson('post', 'api/account/two-step/enable', recoveryCodesSchema, { json: input });
}

/** The setup dialog's code form: a wrong code is an error by the field. */
export function useEnableTwoStep() {
  return useMutation({
    mutationFn: enableTwoStep,
    meta: {
      successMessage: 'account.notifications.twoStepOn',
      errorToast: false,
      invalidates: [accountKeys.twoStep()],
    },
  });
}

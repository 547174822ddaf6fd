import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import type { SecondFactor } from '@/lib/session/second-factor';
import { accountKeys } from './account-keys';
import { recoveryCodesSchema, type RecoveryCodes } from './two-step-schemas';

/** Ten new recovery codes in place of the old ones; the server asks for a code first. */
export async function renewRecoveryCodes(factor: SecondFactor): Promise<RecoveryCodes> {
  return sendJson('post', 'api/account/two-step/recovery-codes', recoveryCodesSchema, {
    json: factor,
  });
}

/** The new-codes dialog's form: a wrong code is an error by the field. */
export function useRenewRecoveryCodes() {
  return useMutation({
    mutationFn: renewRecoveryCodes,
    meta: { errorToast: false, invalidates: [accountKeys.twoStep()] },
  });
}

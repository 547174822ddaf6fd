import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { twoStepSetupSchema, type TwoStepSetup } from './two-step-schemas';

/** A new secret for an authenticator app, in force once a code for it is confirmed. */
export async function startTwoStep(): Promise<TwoStepSetup> {
  return sendJson('post', 'api/account/two-step/setup', twoStepSetupSchema);
}

/** The setup dialog's first call: a failure is said in the dialog, with Retry. */
export function useStartTwoStep() {
  return useMutation({ mutationFn: startTwoStep, meta: { errorToast: false } });
}

import { useRouter } from '@tanstack/react-router';
import type { useAppForm } from '@/components/forms/use-app-form';
import { safeRedirect } from '@/lib/ability/route-guards';
import type { LoginAnswer } from '../auth-schemas';

/**
 * Submits a sign-in, code or register form: field errors from the API go by their fields,
 * anything else above the form (`form.failure`). Signed in, the user goes where they were headed
 * (same site only); a two-step challenge goes to `onChallenge`, for the code step.
 */
export function useAuthSubmit<V extends Record<string, unknown>, Input>(
  form: ReturnType<typeof useAppForm<V>>,
  request: { mutateAsync: (input: Input) => Promise<LoginAnswer> },
  toInput: (values: V) => Input,
  { redirect, onChallenge }: { redirect: string | undefined; onChallenge?: (id: string) => void },
) {
  const router = useRouter();

  return form.submitWith(request, toInput, (answer) => {
    if ('twoStepChallenge' in answer) {
      onChallenge?.(answer.twoStepChallenge);
      return;
    }
    // The route guards read the new session, so run them again before leaving.
    void router.invalidate().then(() => router.history.replace(safeRedirect(redirect) ?? '/'));
  });
}

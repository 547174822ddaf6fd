import { useRouter } from '@tanstack/react-router';
import type { useAppForm } from '@/components/forms/use-app-form';
import { safeRedirect } from '@/lib/ability/route-guards';
import type { AuthResponse } from '@/lib/session/session-schemas';

/**
 * Submits a sign-in or register form: field errors from the API go by their fields, anything
 * else above the form (`form.failure`); on success the user goes where they were headed (same site only).
 */
export function useAuthSubmit<V extends Record<string, unknown>>(
  form: ReturnType<typeof useAppForm<V>>,
  request: { mutateAsync: (values: V) => Promise<AuthResponse> },
  redirect: string | undefined,
) {
  const router = useRouter();

  return form.submitWith(
    request,
    (values) => values,
    () => {
      // The route guards read the new session, so run them again before leaving.
      void router.invalidate().then(() => router.history.replace(safeRedirect(redirect) ?? '/'));
    },
  );
}

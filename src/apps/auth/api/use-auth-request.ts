import { useState } from 'react';

/**
 * A signed-out page's write (sign in, sign up, a reset link), without react-query: the query cache loads with the signed-in app, not
 * on the sign-in pages (docs/performance.md, "Sign-in"). `mutateAsync` is what the form's
 * `submitWith` calls; `isPending` while the request is on its way. A failure is the form's to
 * show, by its fields or above them: no toast.
 */
export function useAuthRequest<Input, Answer>(
  request: (input: Input) => Promise<Answer>,
  onSuccess: (answer: Answer) => void,
) {
  const [isPending, setPending] = useState(false);
  const mutateAsync = async (input: Input) => {
    setPending(true);
    try {
      const answer = await request(input);
      onSuccess(answer);
      return answer;
    } finally {
      setPending(false);
    }
  };
  return { mutateAsync, isPending };
}

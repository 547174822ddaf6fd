import { useCallback, useEffect } from 'react';
import {
  queryOptions,
  useIsMutating,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { whenIdle } from '@/components/lazy/use-idle-preload';
import { savesData } from '@/lib/http/save-data';
import { toSearchParams } from '@/lib/list/list-search';
import { getJson } from '@/lib/http/request';
import type { EmailViewParams } from '../email-search';
import { emailKeys } from './email-keys';
import { emailAnswerSchema, type EmailAnswer } from './email-schemas';

export type PaginateDirection = 'previous' | 'next';

/** The mail before or after `emailId` in the view (a 404 past either end). */
export async function paginateEmail(
  emailId: number,
  dir: PaginateDirection,
  view: EmailViewParams,
): Promise<EmailAnswer> {
  const searchParams = toSearchParams(view, { emailId: String(emailId), dir });
  return getJson('apps/email/paginate-email', emailAnswerSchema, { searchParams });
}

/**
 * The neighbour, fresh as any answer (30 s) until a write to the mails, which invalidates
 * `emailKeys.all` and so every neighbour (the view changes with every write). A failure is
 * toasted by the query cache (`meta.errorToast`): nothing on screen shows it.
 */
export const emailNeighbourQueryOptions = (
  emailId: number,
  dir: PaginateDirection,
  view: EmailViewParams,
) =>
  queryOptions({
    queryKey: emailKeys.neighbour(emailId, dir, view),
    queryFn: () => paginateEmail(emailId, dir, view),
    meta: { errorToast: true },
  });

/**
 * `open(id, dir)` asks for the mail before or after `id` and resolves with it, its answer stored
 * as that mail's, so the reading pane shows it without asking again. A failure resolves with
 * nothing (the query cache has toasted it) and the open mail stays.
 */
export function useOpenNeighbour(view: EmailViewParams) {
  const queryClient = useQueryClient();
  return useCallback(
    async (emailId: number, dir: PaginateDirection): Promise<EmailAnswer | undefined> => {
      try {
        const answer = await queryClient.fetchQuery(emailNeighbourQueryOptions(emailId, dir, view));
        queryClient.setQueryData(emailKeys.detail(answer.email.id, view), answer);
        return answer;
      } catch {
        return undefined;
      }
    },
    [queryClient, view],
  );
}

/** Asks for one neighbour without a toast (nobody asked yet) and keeps it as that mail's answer. */
async function prefetchNeighbour(
  queryClient: QueryClient,
  emailId: number,
  dir: PaginateDirection,
  view: EmailViewParams,
) {
  try {
    const options = emailNeighbourQueryOptions(emailId, dir, view);
    const answer = await queryClient.fetchQuery({ ...options, meta: undefined });
    queryClient.setQueryData(emailKeys.detail(answer.email.id, view), answer);
  } catch {
    // Previous or Next asks again, and says a failure then.
  }
}

/**
 * Once the open mail is shown and the browser idle, asks for the mails before and after it, so
 * that Previous and Next open at once (`useOpenNeighbour` finds them fresh). Not while a write to
 * the mails is on its way: its answer makes them stale (opening a mail marks it read), and they
 * are asked for again when it has settled.
 */
export function usePrefetchNeighbours(answer: EmailAnswer | undefined, view: EmailViewParams) {
  const queryClient = useQueryClient();
  const writing = useIsMutating({ mutationKey: emailKeys.all }) > 0;
  const emailId = answer?.email.id;
  const hasPrevious = answer?.hasPreviousMail ?? false;
  const hasNext = answer?.hasNextMail ?? false;
  useEffect(() => {
    if (emailId === undefined || writing || savesData()) return undefined;
    return whenIdle(() => {
      if (hasPrevious) void prefetchNeighbour(queryClient, emailId, 'previous', view);
      if (hasNext) void prefetchNeighbour(queryClient, emailId, 'next', view);
    });
  }, [queryClient, emailId, hasPrevious, hasNext, writing, view]);
}

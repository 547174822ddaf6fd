import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
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
 * The neighbour, asked for each time (the view changes with every write): never fresh, not kept.
 * A failure is toasted by the query cache (`meta.errorToast`): nothing on screen shows it.
 */
export const emailNeighbourQueryOptions = (
  emailId: number,
  dir: PaginateDirection,
  view: EmailViewParams,
) =>
  queryOptions({
    queryKey: emailKeys.neighbour(emailId, dir, view),
    queryFn: () => paginateEmail(emailId, dir, view),
    staleTime: 0,
    gcTime: 0,
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

import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '@/lib/events/live-events';
import { toSearchParams } from '@/lib/list/list-search';
import { useListQuery } from '@/lib/list/use-list-query';
import { getJson } from '@/lib/http/request';
import type { EmailViewParams } from '../email-search';
import { emailKeys } from './email-keys';
import { emailsAnswerSchema, mailReceivedEventSchema, type EmailsAnswer } from './email-schemas';

/** The answer with the view it was asked for, so an optimistic write knows what leaves it. */
export type EmailList = EmailsAnswer & { view: EmailViewParams };

export async function getEmails(view: EmailViewParams): Promise<EmailList> {
  const searchParams = toSearchParams(view);
  const answer = await getJson('apps/email/emails', emailsAnswerSchema, { searchParams });
  return { ...answer, view };
}

export const emailsQueryOptions = (view: EmailViewParams) =>
  queryOptions({ queryKey: emailKeys.list(view), queryFn: () => getEmails(view) });

/**
 * The mails of the current view and the sidebar's counts (the list idiom). A mail that arrives
 * (the live stream's `mailReceived`) refetches them: the new mail and the counts show at once.
 */
export function useEmails(view: EmailViewParams) {
  const queryClient = useQueryClient();
  useLiveEvent('mailReceived', (data) => {
    if (!mailReceivedEventSchema.safeParse(data).success) return;
    void queryClient.invalidateQueries({ queryKey: emailKeys.lists() });
  });
  return useListQuery(emailsQueryOptions(view));
}

import { queryOptions } from '@tanstack/react-query';
import { toSearchParams } from '@/lib/list/list-search';
import { useListQuery } from '@/lib/list/use-list-query';
import { getJson } from '@/lib/http/request';
import type { EmailViewParams } from '../email-search';
import { emailKeys } from './email-keys';
import { emailsAnswerSchema, type EmailsAnswer } from './email-schemas';

/** The answer with the view it was asked for, so an optimistic write knows what leaves it. */
export type EmailList = EmailsAnswer & { view: EmailViewParams };

export async function getEmails(view: EmailViewParams): Promise<EmailList> {
  const searchParams = toSearchParams(view);
  const answer = await getJson('apps/email/emails', emailsAnswerSchema, { searchParams });
  return { ...answer, view };
}

export const emailsQueryOptions = (view: EmailViewParams) =>
  queryOptions({ queryKey: emailKeys.list(view), queryFn: () => getEmails(view) });

/** The mails of the current view and the sidebar's counts (the list idiom). */
export function useEmails(view: EmailViewParams) {
  return useListQuery(emailsQueryOptions(view));
}

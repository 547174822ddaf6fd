import { queryOptions, useQuery } from '@tanstack/react-query';
import { toSearchParams } from '@/lib/list/list-search';
import { getJson } from '@/lib/http/request';
import type { EmailViewParams } from '../email-search';
import { emailKeys } from './email-keys';
import { emailAnswerSchema, type EmailAnswer } from './email-schemas';

export async function getEmail(id: number, view: EmailViewParams): Promise<EmailAnswer> {
  const searchParams = toSearchParams(view, { id: String(id) });
  return getJson('apps/email/get-email', emailAnswerSchema, { searchParams });
}

export const emailQueryOptions = (id: number, view: EmailViewParams) =>
  queryOptions({ queryKey: emailKeys.detail(id, view), queryFn: () => getEmail(id, view) });

export function useEmail(id: number, view: EmailViewParams) {
  return useQuery(emailQueryOptions(id, view));
}

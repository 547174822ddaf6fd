import { useMutation, useQueryClient } from '@tanstack/react-query';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { useUndoableWrite } from '@/lib/query/undoable';
import { http } from '@/lib/http/http';
import { emailKeys } from './email-keys';
import { addToCounts, inView, newestFirst, type UnreadCounts } from './email-rules';
import {
  updatedEmailsSchema,
  type Email,
  type UpdateEmailsInput,
  type UpdateEmailsLabelInput,
} from './email-schemas';
import { emailLabels } from './email-values';
import type { EmailList } from './get-emails';

export async function updateEmails(input: UpdateEmailsInput): Promise<Email[]> {
  const answer = await http.post('apps/email/update-emails', { json: input }).json();
  return updatedEmailsSchema.parse(answer).emails;
}

export async function updateEmailsLabel(input: UpdateEmailsLabelInput): Promise<Email[]> {
  const answer = await http.post('apps/email/update-emails-label', { json: input }).json();
  return updatedEmailsSchema.parse(answer).emails;
}

/**
 * A cached list with `change` applied to the mails `ids`: they change in place, leave the list
 * when they no longer belong to its view, and the unread counts move with them.
 */
export function withEmailsChanged(
  data: EmailList,
  ids: readonly number[],
  change: (email: Email) => Email,
): EmailList {
  const wanted = new Set(ids);
  if (!data.emails.some((email) => wanted.has(email.id))) return data;
  const counts: UnreadCounts = {
    emailsMeta: { ...data.emailsMeta },
    labelsMeta: { ...data.labelsMeta },
  };
  const emails: Email[] = [];
  for (const email of data.emails) {
    if (!wanted.has(email.id)) {
      emails.push(email);
      continue;
    }
    const changed = change(email);
    addToCounts(counts, email, -1);
    addToCounts(counts, changed, 1);
    if (inView(changed, data.view)) emails.push(changed);
  }
  return { ...data, ...counts, emails };
}

/**
 * Undoes one failed write in a cached list: the write's mails come back as they were before it
 * (`previous`), in their place, and the counts move back; what other writes changed meanwhile
 * stays. `change` is the write's change, as `withEmailsChanged` applied it.
 */
export function withEmailsRestored(
  current: EmailList,
  ids: readonly number[],
  previous: EmailList,
  change: (email: Email) => Email,
): EmailList {
  const wanted = new Set(ids);
  const before = previous.emails.filter((email) => wanted.has(email.id));
  if (before.length === 0) return current;
  const counts: UnreadCounts = {
    emailsMeta: { ...current.emailsMeta },
    labelsMeta: { ...current.labelsMeta },
  };
  for (const email of before) {
    addToCounts(counts, change(email), -1);
    addToCounts(counts, email, 1);
  }
  const others = current.emails.filter((email) => !wanted.has(email.id));
  return { ...current, ...counts, emails: [...others, ...before].toSorted(newestFirst) };
}

export function applyUpdate(email: Email, { dataToUpdate }: UpdateEmailsInput): Email {
  return { ...email, ...dataToUpdate };
}

export function applyLabel(email: Email, { label, action }: UpdateEmailsLabelInput): Email {
  const has = email.labels.includes(label);
  const keep = action === undefined ? !has : action === 'add';
  const next = keep ? [...email.labels, label] : email.labels.filter((known) => known !== label);
  return { ...email, labels: emailLabels.filter((known) => next.includes(known)) };
}

/** One key for every bulk write: the lists refetch once, when the last of them settles. */
const bulkKey = [...emailKeys.all, 'bulk'] as const;

/**
 * Marks read or unread, stars, moves: the list and its counts change at once; a failure puts
 * back what this write changed (not the others in flight) and the mutation cache toasts the error.
 */
export function useUpdateEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bulkKey,
    mutationFn: updateEmails,
    ...optimisticUpdate<UpdateEmailsInput, EmailList>(queryClient, {
      queryKey: emailKeys.lists(),
      update: (data, input) =>
        withEmailsChanged(data, input.emailIds, (email) => applyUpdate(email, input)),
      rollback: (current, input, previous) =>
        withEmailsRestored(current, input.emailIds, previous, (email) => applyUpdate(email, input)),
    }),
    meta: { invalidates: [emailKeys.all] },
  });
}

/** Sets, removes or toggles a label on the mails, optimistic as `useUpdateEmails`. */
export function useUpdateEmailsLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bulkKey,
    mutationFn: updateEmailsLabel,
    ...optimisticUpdate<UpdateEmailsLabelInput, EmailList>(queryClient, {
      queryKey: emailKeys.lists(),
      update: (data, input) =>
        withEmailsChanged(data, input.emailIds, (email) => applyLabel(email, input)),
      rollback: (current, input, previous) =>
        withEmailsRestored(current, input.emailIds, previous, (email) => applyLabel(email, input)),
    }),
    meta: { invalidates: [emailKeys.all] },
  });
}

const moveToTrash = (ids: readonly number[]) =>
  updateEmails({ emailIds: [...ids], dataToUpdate: { folder: 'trash' } });
const withTrashed = (data: EmailList, ids: readonly number[]) =>
  withEmailsChanged(data, ids, (email) => ({ ...email, folder: 'trash' }));

/**
 * Moves mails to Trash, undoably: `run(ids, message)`. They leave the list at once, a toast
 * offers Undo, and only then is the call made; a failure puts them back with an error toast.
 */
export function useMoveToTrash() {
  return useUndoableWrite({
    mutationFn: moveToTrash,
    queryKey: emailKeys.lists(),
    update: withTrashed,
    meta: { invalidates: [emailKeys.all] },
  });
}

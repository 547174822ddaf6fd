import type { QueryClient } from '@tanstack/react-query';
import { combineOptimistic, optimisticUpdate } from '@/lib/query/optimistic';
import { emailKeys } from './email-keys';
import { addToCounts, inView, newestFirst, type UnreadCounts } from './email-rules';
import type { Email, EmailAnswer } from './email-schemas';
import type { EmailList } from './list-emails';

// How a write changes the cached lists, shared by every optimistic and undoable email write.

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

/** An open mail's answer with `change` applied when it is one of the mails `ids`. */
export function withOpenMailChanged(
  answer: EmailAnswer,
  ids: readonly number[],
  change: (email: Email) => Email,
): EmailAnswer {
  if (!ids.includes(answer.email.id)) return answer;
  const email = change(answer.email);
  return { ...answer, ...email, email };
}

/**
 * The optimistic callbacks of a write that changes the mails `input.emailIds` by `apply`
 * (`applyUpdate`, `applyLabel`): every cached list and open mail changes at once (the reader's
 * star and labels follow the click), and a failure puts back what this write changed, not what
 * other writes in flight did.
 */
export function optimisticEmailsChange<Input extends { emailIds: readonly number[] }>(
  queryClient: QueryClient,
  apply: (email: Email, input: Input) => Email,
) {
  return combineOptimistic<Input>([
    optimisticUpdate<Input, EmailList>(queryClient, {
      queryKey: emailKeys.lists(),
      update: (data, input) =>
        withEmailsChanged(data, input.emailIds, (email) => apply(email, input)),
      rollback: (current, input, previous) =>
        withEmailsRestored(current, input.emailIds, previous, (email) => apply(email, input)),
    }),
    optimisticUpdate<Input, EmailAnswer>(queryClient, {
      queryKey: emailKeys.details(),
      update: (answer, input) =>
        withOpenMailChanged(answer, input.emailIds, (email) => apply(email, input)),
      rollback: (current, input, previous) =>
        input.emailIds.includes(previous.email.id) ? previous : current,
    }),
  ]);
}

import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createQueryClient } from '@/app/query-client';
import { startI18n } from '@/lib/i18n/i18n';
import { notify } from '@/lib/notify/notify';
import { signInAs } from '@/testing/render-route';
import { emailKeys } from './email-keys';
import { emailsQueryOptions, type EmailList } from './list-emails';
import { useUpdateEmails } from './update-emails';
import { holdPosts } from '@/testing/hold-posts';

const i18nReady = startI18n();

/** Holds update-emails until `release()`, then answers with `answer` (or lets the mock API). */
const holdUpdates = (answer?: () => Response | undefined) =>
  holdPosts(['*/apps/email/update-emails'], answer);

async function setup() {
  await i18nReady;
  await signInAs('admin');
  const queryClient = createQueryClient();
  const initial = await queryClient.fetchQuery(emailsQueryOptions({}));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useUpdateEmails(), { wrapper });
  const cached = () => queryClient.getQueryData<EmailList>(emailKeys.list({}));
  return { result, initial, cached };
}

describe('useUpdateEmails', () => {
  it('moves the mails out of the list at once; a failure puts them and the counts back', async () => {
    const { result, initial, cached } = await setup();
    const ids = initial.emails
      .filter((email) => !email.isRead)
      .slice(0, 2)
      .map((email) => email.id);
    expect(ids).toHaveLength(2);
    const error = vi.spyOn(notify, 'error');
    const gate = holdUpdates(() => HttpResponse.json({ message: 'x' }, { status: 500 }));

    act(() => result.current.mutate({ emailIds: ids, dataToUpdate: { folder: 'spam' } }));
    await waitFor(() =>
      expect(cached()?.emails.some((email) => ids.includes(email.id))).toBe(false),
    );
    expect(cached()?.emailsMeta.inbox).toBe((initial.emailsMeta.inbox ?? 0) - 2);
    expect(cached()?.emailsMeta.spam).toBe((initial.emailsMeta.spam ?? 0) + 2);

    gate.release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(cached()?.emails.map((email) => email.id)).toEqual(
      initial.emails.map((email) => email.id),
    );
    expect(cached()?.emailsMeta).toEqual(initial.emailsMeta);
    expect(error).toHaveBeenCalledWith('x');
  });

  it('stars at once and keeps it when the server agrees', async () => {
    const { result, initial, cached } = await setup();
    const mail = initial.emails.find((email) => !email.isStarred);
    if (!mail) throw new Error('no unstarred mail');
    const gate = holdUpdates();

    act(() => result.current.mutate({ emailIds: [mail.id], dataToUpdate: { isStarred: true } }));
    await waitFor(() =>
      expect(cached()?.emails.find((email) => email.id === mail.id)?.isStarred).toBe(true),
    );
    expect(result.current.isPending).toBe(true);
    gate.release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(cached()?.emails.find((email) => email.id === mail.id)?.isStarred).toBe(true);
  });
});

import type { Email } from './email-schemas';
import { applyLabel, applyUpdate, countUnread } from './email-rules';
import type { EmailList } from './list-emails';
import { withEmailsChanged, withEmailsRestored } from './email-list-updates';
import { selectedIn, toggleAll, toggleOne } from '../components/selection';

function mail(id: number, patch: Partial<Email> = {}): Email {
  return {
    id,
    ownerId: 1,
    from: { name: 'Ann', email: 'ann@example.com', avatar: '' },
    to: [],
    cc: [],
    bcc: [],
    subject: `Mail ${id}`,
    message: '<p>Hi</p>',
    attachments: [],
    labels: [],
    folder: 'inbox',
    isStarred: false,
    isRead: false,
    time: `2026-11-01T0${id}:00:00.000Z`,
    replies: [],
    ...patch,
  };
}

function listOf(emails: Email[], view: EmailList['view'] = {}): EmailList {
  return { emails, ...countUnread(emails), today: '2026-11-01', view };
}

describe('withEmailsChanged', () => {
  it('marks read in place and moves the counts', () => {
    const data = listOf([mail(1, { labels: ['company'] }), mail(2)]);
    const input = { emailIds: [1], dataToUpdate: { isRead: true } };
    const next = withEmailsChanged(data, input.emailIds, (e) => applyUpdate(e, input));
    expect(next.emails.map((e) => e.isRead)).toEqual([true, false]);
    expect(next.emailsMeta.inbox).toBe(1);
    expect(next.labelsMeta.company).toBe(0);
  });

  it('drops mails that leave the view and counts them in their new folder', () => {
    const data = listOf([mail(1), mail(2)]);
    const input = { emailIds: [1, 2], dataToUpdate: { folder: 'trash' as const } };
    const next = withEmailsChanged(data, input.emailIds, (e) => applyUpdate(e, input));
    expect(next.emails).toEqual([]);
    expect(next.emailsMeta).toMatchObject({ inbox: 0, trash: 2 });
  });

  it('removes a mail from a label view when the label goes, and leaves other lists alone', () => {
    const data = listOf([mail(1, { labels: ['private'] })], { label: 'private' });
    const input = { emailIds: [1], label: 'private' as const, action: 'remove' as const };
    expect(withEmailsChanged(data, [1], (e) => applyLabel(e, input)).emails).toEqual([]);
    expect(withEmailsChanged(data, [9], (e) => applyLabel(e, input))).toBe(data);
  });

  it('toggles a label without an action, in the labels’ order', () => {
    const input = { emailIds: [1], label: 'company' as const };
    expect(applyLabel(mail(1, { labels: ['private'] }), input).labels).toEqual([
      'company',
      'private',
    ]);
    expect(applyLabel(mail(1, { labels: ['company'] }), input).labels).toEqual([]);
  });
});

describe('withEmailsRestored', () => {
  it('puts back only the failed write’s mails and counts; another write keeps its change', () => {
    const before = listOf([mail(3), mail(2), mail(1)]);
    const toSpam = { emailIds: [3], dataToUpdate: { folder: 'spam' as const } };
    const read = { emailIds: [1], dataToUpdate: { isRead: true } };
    const afterBoth = withEmailsChanged(
      withEmailsChanged(before, [3], (email) => applyUpdate(email, toSpam)),
      [1],
      (email) => applyUpdate(email, read),
    );
    expect(afterBoth.emails.map((email) => email.id)).toEqual([2, 1]);
    // The move fails: mail 3 comes back in its place, mail 1 stays read.
    const restored = withEmailsRestored(afterBoth, [3], before, (email) =>
      applyUpdate(email, toSpam),
    );
    expect(restored.emails.map((email) => email.id)).toEqual([3, 2, 1]);
    expect(restored.emails.find((email) => email.id === 1)?.isRead).toBe(true);
    expect(restored.emailsMeta).toEqual(
      countUnread([mail(3), mail(2), mail(1, { isRead: true })]).emailsMeta,
    );
  });
});

describe('selection', () => {
  const visible = [1, 2, 3];
  it('toggles one mail’s membership', () => {
    let selection = toggleOne({ viewKey: 'a', ids: new Set() }, 'a', 2, visible);
    expect(selectedIn(selection, 'a', visible)).toEqual([2]);
    selection = toggleOne(selection, 'a', 2, visible);
    expect(selectedIn(selection, 'a', visible)).toEqual([]);
  });

  it('select-all selects every mail of the view, or clears when all are selected', () => {
    const some = toggleOne({ viewKey: 'a', ids: new Set() }, 'a', 1, visible);
    const all = toggleAll(some, 'a', visible);
    expect(selectedIn(all, 'a', visible)).toEqual(visible);
    expect(selectedIn(toggleAll(all, 'a', visible), 'a', visible)).toEqual([]);
  });

  it('starts empty in another view and forgets mails that left the list', () => {
    const all = toggleAll({ viewKey: 'a', ids: new Set() }, 'a', visible);
    expect(selectedIn(all, 'b', visible)).toEqual([]);
    expect(selectedIn(all, 'a', [1, 3])).toEqual([1, 3]);
  });
});

// The mock API imports this module too, so the list the server answers and the list the client
// patches optimistically follow the same rules.
import type {
  Email,
  EmailsMeta,
  EmailViewParams,
  LabelsMeta,
  UpdateEmailsInput,
  UpdateEmailsLabelInput,
} from './email-schemas';
import { emailLabels } from './email-values';

const isOutOfView = (email: Email) => email.folder === 'trash' || email.folder === 'spam';

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

function inFolder(email: Email, folder: NonNullable<EmailViewParams['folder']>): boolean {
  return folder === 'starred' ? email.isStarred && !isOutOfView(email) : email.folder === folder;
}

/**
 * Whether a mail belongs to a view: with a label, the mails carrying it outside Trash and Spam;
 * otherwise the folder's (Inbox by default; Starred is the starred mails outside Trash and
 * Spam). The search text matches the sender, the subject and the body's text.
 */
export function inView(email: Email, { folder, label, q }: EmailViewParams): boolean {
  if (label !== undefined) {
    if (isOutOfView(email) || !email.labels.includes(label)) return false;
    if (folder !== undefined && !inFolder(email, folder)) return false;
  } else if (!inFolder(email, folder ?? 'inbox')) return false;
  if (q === undefined) return true;
  const needle = q.toLocaleLowerCase();
  return [email.from.name, email.from.email, email.subject, plainText(email.message)].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

/** Newest first; ids break ties so the order is total. */
export const newestFirst = (a: Email, b: Email) =>
  Date.parse(b.time) - Date.parse(a.time) || b.id - a.id;

export type UnreadCounts = { emailsMeta: EmailsMeta; labelsMeta: LabelsMeta };

/** Adds (`sign` 1) or takes away (-1) what one mail counts for in the unread counts. */
export function addToCounts(counts: UnreadCounts, email: Email, sign: 1 | -1): void {
  if (email.isRead) return;
  counts.emailsMeta[email.folder] += sign;
  if (isOutOfView(email)) return;
  if (email.isStarred) counts.emailsMeta.starred += sign;
  for (const label of email.labels) counts.labelsMeta[label] += sign;
}

/** Unread mails per folder and per label of a mailbox. */
export function countUnread(mailbox: readonly Email[]): UnreadCounts {
  const counts: UnreadCounts = {
    emailsMeta: { inbox: 0, sent: 0, draft: 0, starred: 0, spam: 0, trash: 0 },
    labelsMeta: { personal: 0, company: 0, important: 0, private: 0 },
  };
  for (const email of mailbox) addToCounts(counts, email, 1);
  return counts;
}

/** A mail with a bulk update's fields (read, starred, folder) applied. */
export function applyUpdate(
  email: Email,
  { dataToUpdate }: Pick<UpdateEmailsInput, 'dataToUpdate'>,
): Email {
  return { ...email, ...dataToUpdate };
}

/**
 * A mail with a label added (`add`), removed (`remove`) or toggled (no action), its labels kept
 * in the labels' own order.
 */
export function applyLabel(
  email: Email,
  { label, action }: Pick<UpdateEmailsLabelInput, 'label' | 'action'>,
): Email {
  const has = email.labels.includes(label);
  const keep = action === undefined ? !has : action === 'add';
  const next = keep ? [...email.labels, label] : email.labels.filter((known) => known !== label);
  return { ...email, labels: emailLabels.filter((known) => next.includes(known)) };
}

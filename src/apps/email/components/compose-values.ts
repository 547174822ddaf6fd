import type { Email } from '../api/email-schemas';

/** What the composer opens with (a new mail, a reply, a forward or a draft). */
export type ComposeInitial = {
  draftId?: number;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  /** HTML (sanitized again by the editor, which keeps only what its schema knows). */
  message: string;
  attachments: { fileName: string; size: number }[];
};

export const emptyCompose: ComposeInitial = {
  to: [],
  cc: [],
  bcc: [],
  subject: '',
  message: '',
  attachments: [],
};

export type ReplyKind = 'reply' | 'replyAll' | 'forward';

const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

/**
 * The composer pre-filled from a mail: a reply to its sender (and, for reply all, everyone else
 * but the user), or a forward with its attachments; the original is quoted below.
 */
export function replyTo(
  email: Email,
  kind: ReplyKind,
  ownAddress: string,
  quoteHeader: string,
): ComposeInitial {
  const others = (list: readonly { email: string }[]) =>
    list.map((person) => person.email).filter((address) => address !== ownAddress);
  const sender = email.from.email === ownAddress ? others(email.to) : [email.from.email];
  const quoted = `<p></p><p>${escapeHtml(quoteHeader)}</p><blockquote>${email.message}</blockquote>`;
  if (kind === 'forward') {
    return {
      ...emptyCompose,
      subject: prefixed('Fwd:', email.subject),
      message: quoted,
      attachments: email.attachments.map(({ fileName, size }) => ({ fileName, size })),
    };
  }
  return {
    ...emptyCompose,
    to: sender,
    cc:
      kind === 'replyAll'
        ? [...others(email.to), ...others(email.cc)].filter((a) => !sender.includes(a))
        : [],
    subject: prefixed('Re:', email.subject),
    message: quoted,
  };
}

/** A draft back in the composer. */
export function fromDraft(email: Email): ComposeInitial {
  return {
    draftId: email.id,
    to: email.to.map((person) => person.email),
    cc: email.cc.map((person) => person.email),
    bcc: email.bcc.map((person) => person.email),
    subject: email.subject,
    message: email.message,
    attachments: email.attachments.map(({ fileName, size }) => ({ fileName, size })),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

import type { Account } from '@/apps/account/api/account-schemas';
import type { MailReceivedEvent } from '@/apps/email/api/email-schemas';
import type { OutboxRecord, UserRecord } from '@/mocks/db/auth-tables';
import { nextId } from '@/mocks/db/database';
import type { MockSession } from '@/mocks/db/sessions';
import type { Database } from '@/mocks/db/tables';
import { clockIso, clockNow } from './clock';
import { emitEvent } from './live-events';
import { publicOrigin } from './public-origin';
import { randomId } from './tokens';

/**
 * The mails the mock "sends": a password-reset link and an address to verify. A mail is content
 * the server writes, like the seeded mails, so its words live here, in the four languages of the
 * interface; the recipient's saved language wins over the page's.
 */
type MailKind = OutboxRecord['kind'];
type LanguageCode = NonNullable<Account['language']>;

interface MailText {
  subject: string;
  /** Paragraphs; `{{name}}` is the recipient's name. The link follows the first paragraph. */
  body: [string, string];
}

const MAILS: Record<MailKind, Record<LanguageCode, MailText>> = {
  passwordReset: {
    en: {
      subject: 'Reset your password',
      body: [
        'Hello {{name}}, someone asked to reset the password of your account. To choose a new one, open this link within 30 minutes:',
        'If it was not you, ignore this mail: your password stays as it is.',
      ],
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe',
      body: [
        'Bonjour {{name}}, quelqu’un a demandé la réinitialisation du mot de passe de votre compte. Pour en choisir un nouveau, ouvrez ce lien dans les 30 minutes\u00a0:',
        'Si ce n’était pas vous, ignorez ce message\u202f: votre mot de passe reste inchangé.',
      ],
    },
    de: {
      subject: 'Setzen Sie Ihr Passwort zurück',
      body: [
        'Hallo {{name}}, jemand hat das Zurücksetzen des Passworts Ihres Kontos angefordert. Um ein neues zu wählen, öffnen Sie innerhalb von 30 Minuten diesen Link:',
        'Wenn Sie das nicht waren, ignorieren Sie diese Mail: Ihr Passwort bleibt unverändert.',
      ],
    },
    pt: {
      subject: 'Redefina a sua palavra-passe',
      body: [
        'Olá {{name}}, alguém pediu para redefinir a palavra-passe da sua conta. Para escolher uma nova, abra esta ligação nos próximos 30 minutos:',
        'Se não foi você, ignore esta mensagem: a sua palavra-passe fica como está.',
      ],
    },
  },
  verifyEmail: {
    en: {
      subject: 'Verify your email address',
      body: [
        'Welcome, {{name}}! To confirm that this address is yours, open this link within 24 hours:',
        'If you did not create an account, ignore this mail.',
      ],
    },
    fr: {
      subject: 'Vérifiez votre adresse e-mail',
      body: [
        'Bienvenue, {{name}}\u202f! Pour confirmer que cette adresse est la vôtre, ouvrez ce lien dans les 24 heures\u00a0:',
        'Si vous n’avez pas créé de compte, ignorez ce message.',
      ],
    },
    de: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      body: [
        'Willkommen, {{name}}! Um zu bestätigen, dass diese Adresse Ihnen gehört, öffnen Sie innerhalb von 24 Stunden diesen Link:',
        'Wenn Sie kein Konto erstellt haben, ignorieren Sie diese Mail.',
      ],
    },
    pt: {
      subject: 'Confirme o seu endereço de e-mail',
      body: [
        'Bem-vindo, {{name}}! Para confirmar que este endereço é seu, abra esta ligação nas próximas 24 horas:',
        'Se não criou uma conta, ignore esta mensagem.',
      ],
    },
  },
};

/** The sender of every mail the product sends. */
export const PRODUCT_SENDER = {
  name: 'Admin Dashboard',
  email: 'no-reply@admin-dashboard.test',
  avatar: '',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Sends a mail with a link to `user`: into the mock's outbox (for QA) and, as an unread mail from
 * the product, into their inbox in the email app, pushed to their open tabs (`mailReceived`: the
 * mail app's list and unread counts follow) like a mail from a colleague. It raises no
 * notification: it is not news from anyone, and the user asked for it a moment ago.
 */
export function sendMail(
  session: MockSession,
  {
    kind,
    user,
    link,
    language,
  }: { kind: MailKind; user: UserRecord; link: string; language: LanguageCode },
): OutboxRecord {
  const { db, clock } = session;
  const saved = db.accountPreferences.find((row) => row.userId === user.id)?.language;
  const { subject, body } = MAILS[kind][saved ?? language];
  const [intro, outro] = body.map((paragraph) => paragraph.replace('{{name}}', user.fullName));
  const sentAt = clockIso(clock);
  const mail: OutboxRecord = {
    id: nextId(db.outbox),
    kind,
    to: user.email,
    subject,
    text: `${intro}\n\n${link}\n\n${outro}`,
    link,
    sentAt,
  };
  db.outbox.push(mail);
  const emailId = nextId(db.emails);
  db.emails.push({
    id: emailId,
    ownerId: user.id,
    from: PRODUCT_SENDER,
    to: [{ name: user.fullName, email: user.email }],
    cc: [],
    bcc: [],
    subject,
    message: [intro, `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`, outro]
      .map((paragraph, index) => `<p>${index === 1 ? paragraph : escapeHtml(paragraph ?? '')}</p>`)
      .join(''),
    attachments: [],
    labels: [],
    folder: 'inbox',
    isStarred: false,
    isRead: false,
    time: sentAt,
    replies: [],
  });
  const arrived: MailReceivedEvent = { emailId, subject };
  emitEvent(session, [user.id], 'mailReceived', arrived);
  return mail;
}

/** How long a verification link works, by the mock's clock. */
export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Starts the verification of the user's address: a new link (earlier ones for the user stop
 * working) mailed to it.
 */
export function sendVerificationMail(
  session: MockSession,
  { user, language }: { user: UserRecord; language: LanguageCode },
) {
  const { db, clock } = session;
  db.emailVerifications = db.emailVerifications.filter((row) => row.userId !== user.id);
  const token = randomId();
  db.emailVerifications.push({
    token,
    userId: user.id,
    email: user.email,
    expiresAt: clockNow(clock) + VERIFY_LINK_TTL_MS,
    verifiedAt: null,
  });
  const link = `${publicOrigin()}/verify-email?token=${token}`;
  sendMail(session, { kind: 'verifyEmail', user, link, language });
}

/** Whether the user's current address is verified: no verification of it is waiting. */
export function isEmailVerified(db: Database, user: UserRecord): boolean {
  return !db.emailVerifications.some(
    (row) => row.userId === user.id && row.verifiedAt === null && row.email === user.email,
  );
}

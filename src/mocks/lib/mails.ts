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
 * The mails the mock "sends": a password-reset link, an address to verify, a new address to
 * confirm, the notice to the old one that it is being replaced, the notice that an admin
 * reset the user's two-step sign-in, and an invitation to choose a password. A mail is content the server
 * writes, like the seeded mails, so its words live here, in the four languages of the interface;
 * the recipient's saved language wins over the page's.
 */
type MailKind = Exclude<OutboxRecord['kind'], 'orderConfirmation'>;
export type LanguageCode = NonNullable<Account['language']>;

interface MailText {
  subject: string;
  /**
   * Paragraphs; `{{name}}` is the recipient's name, `{{email}}` the address a change asks for.
   * The link follows the first paragraph.
   */
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
  verifyEmailChange: {
    en: {
      subject: 'Confirm your new email address',
      body: [
        'Hello {{name}}, you asked to use this address for your account. To confirm it, open this link within 24 hours:',
        'Until then your account keeps its current address. If you did not ask for this, ignore this mail.',
      ],
    },
    fr: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      body: [
        'Bonjour {{name}}, vous avez demandé à utiliser cette adresse pour votre compte. Pour la confirmer, ouvrez ce lien dans les 24 heures\u00a0:',
        'D’ici là, votre compte garde son adresse actuelle. Si vous n’avez rien demandé, ignorez ce message.',
      ],
    },
    de: {
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
      body: [
        'Hallo {{name}}, Sie möchten diese Adresse für Ihr Konto verwenden. Um sie zu bestätigen, öffnen Sie innerhalb von 24 Stunden diesen Link:',
        'Bis dahin behält Ihr Konto seine bisherige Adresse. Wenn Sie das nicht angefordert haben, ignorieren Sie diese Mail.',
      ],
    },
    pt: {
      subject: 'Confirme o seu novo endereço de e-mail',
      body: [
        'Olá {{name}}, pediu para usar este endereço na sua conta. Para o confirmar, abra esta ligação nas próximas 24 horas:',
        'Até lá, a sua conta mantém o endereço atual. Se não fez este pedido, ignore esta mensagem.',
      ],
    },
  },
  emailChangeRequested: {
    en: {
      subject: 'Your email address is being changed',
      body: [
        'Hello {{name}}, someone asked to change the email address of your account to {{email}}. The change takes effect only once that address is confirmed. To cancel it, sign in and open My account:',
        'If it was not you, cancel the change and change your password: whoever asked knew it.',
      ],
    },
    fr: {
      subject: 'L’adresse e-mail de votre compte va changer',
      body: [
        'Bonjour {{name}}, quelqu’un a demandé à remplacer l’adresse e-mail de votre compte par {{email}}. Le changement ne prend effet qu’une fois cette adresse confirmée. Pour l’annuler, connectez-vous et ouvrez Mon compte\u00a0:',
        'Si ce n’était pas vous, annulez le changement et changez votre mot de passe\u00a0: la personne qui l’a demandé le connaissait.',
      ],
    },
    de: {
      subject: 'Die E-Mail-Adresse Ihres Kontos wird geändert',
      body: [
        'Hallo {{name}}, jemand hat angefordert, die E-Mail-Adresse Ihres Kontos in {{email}} zu ändern. Die Änderung wird erst wirksam, wenn diese Adresse bestätigt ist. Um sie abzubrechen, melden Sie sich an und öffnen Sie „Mein Konto“:',
        'Wenn Sie das nicht waren, brechen Sie die Änderung ab und ändern Sie Ihr Passwort: Wer sie angefordert hat, kannte es.',
      ],
    },
    pt: {
      subject: 'O endereço de e-mail da sua conta vai mudar',
      body: [
        'Olá {{name}}, alguém pediu para mudar o endereço de e-mail da sua conta para {{email}}. A alteração só tem efeito depois de esse endereço ser confirmado. Para a cancelar, inicie sessão e abra Minha conta:',
        'Se não foi você, cancele a alteração e mude a sua palavra-passe: quem a pediu conhecia-a.',
      ],
    },
  },
  twoStepReset: {
    en: {
      subject: 'Your two-step sign-in was reset',
      body: [
        'Hello {{name}}, an administrator reset the two-step sign-in of your account: it is off, and your authenticator app’s codes and your recovery codes no longer work. You now sign in with your password alone. To set it up again, open the Security tab of My account:',
        'If you did not ask for this, tell your administrator and change your password.',
      ],
    },
    fr: {
      subject: 'Votre connexion en deux étapes a été réinitialisée',
      body: [
        'Bonjour {{name}}, un administrateur a réinitialisé la connexion en deux étapes de votre compte\u00a0: elle est désactivée, et les codes de votre application d’authentification comme vos codes de récupération ne fonctionnent plus. Vous vous connectez désormais avec votre seul mot de passe. Pour la configurer de nouveau, ouvrez l’onglet Sécurité de Mon compte\u00a0:',
        'Si vous n’avez rien demandé, prévenez votre administrateur et changez votre mot de passe.',
      ],
    },
    de: {
      subject: 'Ihre Zwei-Schritt-Anmeldung wurde zurückgesetzt',
      body: [
        'Hallo {{name}}, ein Administrator hat die Zwei-Schritt-Anmeldung Ihres Kontos zurückgesetzt: Sie ist ausgeschaltet, und die Codes Ihrer Authentifizierungs-App sowie Ihre Wiederherstellungscodes gelten nicht mehr. Sie melden sich jetzt nur mit Ihrem Passwort an. Um sie wieder einzurichten, öffnen Sie den Tab „Sicherheit“ unter „Mein Konto“:',
        'Wenn Sie das nicht angefordert haben, informieren Sie Ihren Administrator und ändern Sie Ihr Passwort.',
      ],
    },
    pt: {
      subject: 'O seu início de sessão em dois passos foi reposto',
      body: [
        'Olá {{name}}, um administrador repôs o início de sessão em dois passos da sua conta: está desativado, e os códigos da sua aplicação de autenticação e os seus códigos de recuperação deixaram de funcionar. Agora inicia sessão apenas com a sua palavra-passe. Para o configurar de novo, abra o separador Segurança de Minha conta:',
        'Se não fez este pedido, avise o seu administrador e mude a sua palavra-passe.',
      ],
    },
  },
  invitation: {
    en: {
      subject: 'You are invited to the Admin Dashboard',
      body: [
        'Hello {{name}}, an administrator invited you to the Admin Dashboard. To choose your password and sign in with this address, open this link within 7 days:',
        'If you did not expect this invitation, ignore this mail.',
      ],
    },
    fr: {
      subject: 'Vous êtes invité sur Admin Dashboard',
      body: [
        'Bonjour {{name}}, un administrateur vous a invité sur Admin Dashboard. Pour choisir votre mot de passe et vous connecter avec cette adresse, ouvrez ce lien dans les 7 jours\u00a0:',
        'Si vous n’attendiez pas cette invitation, ignorez ce message.',
      ],
    },
    de: {
      subject: 'Sie sind zum Admin Dashboard eingeladen',
      body: [
        'Hallo {{name}}, ein Administrator hat Sie zum Admin Dashboard eingeladen. Um Ihr Passwort zu wählen und sich mit dieser Adresse anzumelden, öffnen Sie innerhalb von 7 Tagen diesen Link:',
        'Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese Mail.',
      ],
    },
    pt: {
      subject: 'Foi convidado para o Admin Dashboard',
      body: [
        'Olá {{name}}, um administrador convidou-o para o Admin Dashboard. Para escolher a sua palavra-passe e iniciar sessão com este endereço, abra esta ligação nos próximos 7 dias:',
        'Se não esperava este convite, ignore esta mensagem.',
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

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The language a mail to `user` is written in: their saved one, else the one the request gave. */
export const mailLanguage = (db: Database, user: UserRecord, language: LanguageCode) =>
  db.accountPreferences.find((row) => row.userId === user.id)?.language ?? language;

/**
 * Puts a mail the mock writes into the outbox (for QA) and, unread and from the product, into the
 * user's inbox in the email app, pushed to their open tabs (`mailReceived`).
 */
export function deliverMail(
  session: MockSession,
  {
    kind,
    user,
    to,
    subject,
    text,
    html,
    link,
  }: {
    kind: OutboxRecord['kind'];
    user: UserRecord;
    to: string;
    subject: string;
    text: string;
    /** The body as the email app shows it: every user-written piece escaped. */
    html: string;
    link: string;
  },
): OutboxRecord {
  const { db, clock } = session;
  const sentAt = clockIso(clock);
  const mail: OutboxRecord = { id: nextId(db.outbox), kind, to, subject, text, link, sentAt };
  db.outbox.push(mail);
  const emailId = nextId(db.emails);
  db.emails.push({
    id: emailId,
    ownerId: user.id,
    from: PRODUCT_SENDER,
    to: [{ name: user.fullName, email: to }],
    cc: [],
    bcc: [],
    subject,
    message: html,
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

/**
 * Sends a mail with a link to `user`, at their address or at `to` (the new address of a change
 * of email): into the mock's outbox (for QA) and, as an unread mail from the product, into their
 * inbox in the email app, pushed to their open tabs (`mailReceived`: the mail app's list and
 * unread counts follow) like a mail from a colleague. The mock has one inbox per account, not one
 * per address, so a mail to an address the account is changing to lands there too, addressed to
 * it. It raises no notification: it is not news from anyone, and the user asked for it a moment
 * ago.
 */
export function sendMail(
  session: MockSession,
  {
    kind,
    user,
    link,
    language,
    to = user.email,
    email = '',
  }: {
    kind: MailKind;
    user: UserRecord;
    link: string;
    language: LanguageCode;
    to?: string;
    /** The address a change of email asks for, named by the old address's notice. */
    email?: string;
  },
): OutboxRecord {
  const { subject, body } = MAILS[kind][mailLanguage(session.db, user, language)];
  const [intro, outro] = body.map((paragraph) =>
    paragraph.replace('{{name}}', user.fullName).replace('{{email}}', email),
  );
  return deliverMail(session, {
    kind,
    user,
    to,
    subject,
    link,
    text: `${intro}\n\n${link}\n\n${outro}`,
    html: [intro, `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`, outro]
      .map((paragraph, index) => `<p>${index === 1 ? paragraph : escapeHtml(paragraph ?? '')}</p>`)
      .join(''),
  });
}

/** How long a verification link works, by the mock's clock. */
export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Starts the verification of the user's address: a new link (earlier ones for that address stop
 * working) mailed to it. A change of email waiting for its own link is left as it is.
 */
export function sendVerificationMail(
  session: MockSession,
  { user, language }: { user: UserRecord; language: LanguageCode },
) {
  const { db, clock } = session;
  db.emailVerifications = db.emailVerifications.filter(
    (row) => row.userId !== user.id || row.changeFrom !== undefined,
  );
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
    (row) =>
      row.userId === user.id &&
      row.verifiedAt === null &&
      row.changeFrom === undefined &&
      row.email === user.email,
  );
}

/**
 * The change of email the user asked for and has not confirmed: the row of its link, while the
 * account still has the address it was asked from (an admin who changed it meanwhile ends it).
 */
export function pendingEmailChange(db: Database, user: UserRecord) {
  const current = user.email.toLowerCase();
  return db.emailVerifications.find(
    (row) => row.userId === user.id && row.verifiedAt === null && row.changeFrom === current,
  );
}

/** Forgets the user's changes of email not confirmed: their links stop working. */
export function dropEmailChanges(db: Database, user: UserRecord) {
  db.emailVerifications = db.emailVerifications.filter(
    (row) => row.userId !== user.id || row.changeFrom === undefined || row.verifiedAt !== null,
  );
}

/** Mails a new link for a change of email to its new address (earlier links stop working). */
function mailEmailChangeLink(
  session: MockSession,
  { user, email, language }: { user: UserRecord; email: string; language: LanguageCode },
) {
  const { db, clock } = session;
  dropEmailChanges(db, user);
  const token = randomId();
  db.emailVerifications.push({
    token,
    userId: user.id,
    email,
    expiresAt: clockNow(clock) + VERIFY_LINK_TTL_MS,
    verifiedAt: null,
    changeFrom: user.email.toLowerCase(),
  });
  const link = `${publicOrigin()}/verify-email?token=${token}`;
  sendMail(session, { kind: 'verifyEmailChange', user, link, language, to: email });
}

/**
 * Starts a change of the user's address to `email` (lower-cased, checked free, the password
 * given): nothing changes on the account yet. The new address gets a link that puts it in force
 * (`POST /jwt/verify-email`), and the address in force a notice, with a way to cancel: whoever
 * asked knew the password, which may not be the user.
 */
export function startEmailChange(
  session: MockSession,
  { user, email, language }: { user: UserRecord; email: string; language: LanguageCode },
) {
  mailEmailChangeLink(session, { user, email, language });
  const link = `${publicOrigin()}/account`;
  sendMail(session, { kind: 'emailChangeRequested', user, link, language, email });
}

/** Mails the waiting change's link again, to its new address; false when none waits. */
export function resendEmailChange(
  session: MockSession,
  { user, language }: { user: UserRecord; language: LanguageCode },
): boolean {
  const pending = pendingEmailChange(session.db, user);
  if (!pending) return false;
  mailEmailChangeLink(session, { user, email: pending.email, language });
  return true;
}

/**
 * Tells the user an admin reset their two-step sign-in, with the way to set it up again: a
 * notice, not a secret, so the link is only My account's Security tab (on the public origin).
 */
export function sendTwoStepResetMail(
  session: MockSession,
  { user, language }: { user: UserRecord; language: LanguageCode },
) {
  const link = `${publicOrigin()}/account?tab=security`;
  sendMail(session, { kind: 'twoStepReset', user, link, language });
}

/** How long an invitation link works, by the mock's clock. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Mails `user` (who has no password yet) a link to choose one: a new link, valid 7 days, single
 * use; the earlier ones stop working. On the public origin, never the request's.
 */
export function sendInvitation(
  session: MockSession,
  { user, language }: { user: UserRecord; language: LanguageCode },
) {
  const { db, clock } = session;
  db.invitations = db.invitations.filter((row) => row.userId !== user.id);
  const token = randomId();
  const now = clockNow(clock);
  db.invitations.push({
    token,
    userId: user.id,
    sentAt: now,
    expiresAt: now + INVITATION_TTL_MS,
    usedAt: null,
  });
  const link = `${publicOrigin()}/accept-invite?token=${token}`;
  sendMail(session, { kind: 'invitation', user, link, language });
}

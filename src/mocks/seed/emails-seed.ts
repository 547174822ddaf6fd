import type { Email, EmailAddress, EmailSender } from '@/apps/email/api/email-schemas';
import { emailLabels, type EmailFolder, type EmailLabel } from '@/apps/email/api/email-values';
import { demoAccounts } from './auth-seed';
import type { SeedContext } from './seed-context';
import { dateFromReference, pickWeighted } from './seed-random';

/** The mail whose body tries every trick: the XSS checks open it and expect nothing to run. */
export const XSS_EMAIL_SUBJECT = 'Security test: hostile markup';
export const XSS_EMAIL_MESSAGE =
  '<p>This mail holds hostile markup.</p><img src=x onerror=alert(1)>' +
  '<script>alert(2)</script><p><a href="javascript:alert(3)">Claim your prize</a></p>' +
  '<p><img src="https://images.example.com/banner.png" alt="Remote banner"></p>';
/** How many mails the admin's and the client's mailboxes hold. */
export const ADMIN_EMAIL_COUNT = 320;
export const CLIENT_EMAIL_COUNT = 24;

const owners = new Map<number, EmailAddress>([
  [demoAccounts.admin.id, { name: 'John Doe', email: demoAccounts.admin.email }],
  [demoAccounts.client.id, { name: 'Jane Client', email: demoAccounts.client.email }],
]);

const firstNames = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Amelia',
  'Oliver',
  'Sophia',
  'Elijah',
  'Isabella',
  'Lucas',
  'Mia',
  'Mateo',
  'Charlotte',
  'Hugo',
  'Léa',
  'Jonas',
  'Ana',
  'João',
  'Fatima',
  'Yusuf',
];
const lastNames = [
  'Martin',
  'Schmidt',
  'Silva',
  'Dubois',
  'Müller',
  'Santos',
  'Bernard',
  'Fischer',
  'Costa',
  'Garcia',
  'Nguyen',
  'Kowalski',
  'Haddad',
  'Okafor',
  'Tanaka',
  'Jensen',
];
const domains = ['meridian.io', 'northwind.com', 'acme.co', 'bluepeak.dev', 'fabrikam.net'];

const topics: readonly (readonly [subject: string, body: string])[] = [
  [
    'Quarterly budget review',
    'Please find the forecasts for next quarter attached. Can we meet on Thursday to go through the marketing line?',
  ],
  [
    'Invoice #4821 is due',
    'A friendly reminder that invoice #4821 is due at the end of the week. Let me know if you need a copy.',
  ],
  [
    'Team offsite: pick a date',
    'We shortlisted three venues for the offsite. Please answer the date poll before Friday.',
  ],
  [
    'Your pull request was merged',
    'The changes to the CSV export are live on staging. Thanks for the careful review of the rounding.',
  ],
  [
    'Welcome to the design guild',
    'Every second Tuesday we review new components together. The next session is about data tables.',
  ],
  [
    'Contract renewal terms',
    'Our legal team reviewed the renewal. The only open point is the notice period; could you confirm it?',
  ],
  [
    'Lunch next week?',
    'It has been a while! Are you free for lunch next Wednesday near the office?',
  ],
  [
    'Server maintenance on Sunday',
    'The API will be read-only between 02:00 and 04:00 UTC while we upgrade the database.',
  ],
  [
    'Interview feedback',
    'Thanks for meeting the candidate. Please add your notes to the hiring board by tomorrow.',
  ],
  [
    'Photos from the conference',
    'Here are the photos from the booth. Feel free to use them on the blog.',
  ],
  [
    'Support ticket escalated',
    'A customer reports that exports time out for large accounts. Could your team have a look today?',
  ],
  [
    'Newsletter draft for review',
    'The November newsletter is ready for a last read. The product section needs your approval.',
  ],
  [
    'Travel booking confirmed',
    'Your flight and hotel for the Lisbon workshop are booked. The itinerary is attached.',
  ],
  [
    'Security training reminder',
    'The yearly security training closes on Friday. It takes about twenty minutes.',
  ],
  [
    'Feedback on the new dashboard',
    'The sales team loves the new charts, but asks for a weekly view of the pipeline.',
  ],
  ['Happy birthday!', 'Wishing you a wonderful day. Cake in the kitchen at four!'],
];
const spamTopics: readonly (readonly [string, string])[] = [
  ['You have won a cruise', 'Congratulations! Click to claim your free cruise before midnight.'],
  ['Cheap licences, limited offer', 'Buy software licences at 90% off. Offer valid today only.'],
  [
    'Verify your account now',
    'Your mailbox is almost full. Verify your password to keep receiving mail.',
  ],
];
const attachmentNames = [
  'report.pdf',
  'forecast.xlsx',
  'photo.jpg',
  'contract.docx',
  'slides.pptx',
];

function person(first: string, last: string, domain: string): EmailSender {
  return {
    name: `${first} ${last}`,
    email: `${first
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()}.${last
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()}@${domain}`,
    avatar: '',
  };
}

const inLabelOrder = (labels: readonly EmailLabel[]) =>
  emailLabels.filter((label) => labels.includes(label));

function toHtml(body: string, sender: string): string {
  return `<p>Hello,</p><p>${body}</p><p>Best regards,<br>${sender}</p>`;
}

/**
 * The mailboxes of the two demo accounts: a few hundred mails for the admin and a couple of dozen
 * for the client, across every folder and label, newest about the reference date. One of the
 * admin's inbox mails carries hostile markup (`XSS_EMAIL_SUBJECT`).
 */
export function seedEmails(ctx: SeedContext): Email[] {
  const { random } = ctx;
  const emails: Email[] = [];
  const mailbox = (ownerId: number, count: number) => {
    const owner = owners.get(ownerId) ?? { name: '', email: '' };
    const self: EmailSender = { ...owner, avatar: '' };
    for (let index = 0; index < count; index += 1) {
      const folder = pickWeighted<EmailFolder>(random, [
        ['inbox', 60],
        ['sent', 14],
        ['draft', 6],
        ['spam', 8],
        ['trash', 12],
      ]);
      const other = person(random.pick(firstNames), random.pick(lastNames), random.pick(domains));
      const [subject, body] = random.pick(folder === 'spam' ? spamTopics : topics);
      const outgoing = folder === 'sent' || folder === 'draft';
      const from = outgoing ? self : other;
      const to: EmailAddress[] = outgoing ? [{ name: other.name, email: other.email }] : [owner];
      const cc: EmailAddress[] = random.bool(0.2)
        ? [person(random.pick(firstNames), random.pick(lastNames), random.pick(domains))].map(
            ({ name, email }) => ({ name, email }),
          )
        : [];
      // Spread over the last 120 days, the first ones today.
      const minutesAgo = index < 6 ? index * 47 + 15 : random.int(60 * 12, 60 * 24 * 120);
      emails.push({
        id: emails.length + 1,
        ownerId,
        from,
        to,
        cc,
        bcc: [],
        subject,
        message: toHtml(body, from.name),
        attachments: random.bool(0.25)
          ? random.pickMany(attachmentNames, random.int(1, 2)).map((fileName) => ({
              fileName,
              size: random.int(12_000, 4_800_000),
              url: `/files/${fileName}`,
            }))
          : [],
        labels: random.bool(0.55)
          ? inLabelOrder(random.pickMany(emailLabels, random.int(1, 2)))
          : [],
        folder,
        isStarred: random.bool(0.15),
        isRead: outgoing || random.bool(0.6),
        time: dateFromReference(-minutesAgo * 60_000, 'ms'),
        replies: [],
      });
    }
  };
  mailbox(demoAccounts.admin.id, ADMIN_EMAIL_COUNT);
  mailbox(demoAccounts.client.id, CLIENT_EMAIL_COUNT);
  // The hostile mail: the admin's inbox, unread, newest of all, so it heads the list.
  const xss = emails[0];
  if (xss) {
    Object.assign(xss, {
      from: { name: 'Prize Desk', email: 'prizes@lucky-winner.example', avatar: '' },
      to: [{ name: 'John Doe', email: demoAccounts.admin.email }],
      subject: XSS_EMAIL_SUBJECT,
      message: XSS_EMAIL_MESSAGE,
      folder: 'inbox',
      isRead: false,
      labels: ['important'],
      time: dateFromReference(-5 * 60_000, 'ms'),
    } satisfies Partial<Email>);
  }
  return emails;
}

import type { UserRecord } from '@/mocks/db/auth-tables';
import type { ChatContactRecord, ChatProfileRecord, ChatRecord } from '@/mocks/db/chat-tables';
import type { Message } from '@/apps/chat/api/chat-schemas';
import type { ChatStatus } from '@/apps/chat/api/chat-values';
import { demoAccounts, shopManagerAccount } from './auth-seed';
import type { SeedContext } from './seed-context';
import { SEED_REFERENCE_DATE, pickWeighted, type SeedRandom } from './seed-random';
import { seedSharedUsers } from './users-seed';

/** How many directory users the chat offers as contacts. */
export const CHAT_CONTACT_COUNT = 12;
/** The long conversation (virtualized history): the admin's chat with the first contact. */
export const LONG_CHAT_MESSAGES = 2000;
/** Kept as a message so that the XSS checks find it: it must show as text. */
export const XSS_MESSAGE = '<img src=x onerror=alert(1)>';

const MINUTE = 60_000;
const reference = Date.parse(SEED_REFERENCE_DATE);

const abouts = [
  'Coffee first, then code.',
  'Working on the new billing pages this quarter.',
  'Ask me about the design system.',
  'Usually online from 9 to 5, Paris time.',
  'Support team lead. Happy to help.',
  'On the road a lot: replies may take a while.',
  'Data, dashboards and the occasional chart crime.',
  'Writing release notes and eating cake.',
  'Keeping the servers warm.',
  'Marketing, events and the newsletter.',
  'Part-time, mornings only.',
  'Learning Portuguese, one message at a time.',
];

/** What people write to each other; picked in turn by the seed and by the mock's replies. */
export const chatLines = [
  'Hi! Do you have a minute?',
  'Sure, what is it about?',
  'The client asked for the new figures before Friday.',
  'I can send them tomorrow morning.',
  'Perfect, thanks!',
  'Did you see the latest design mock-ups?',
  'Yes, they look great. Small question about the colours though.',
  'Go ahead.',
  'Should the buttons use the primary colour everywhere?',
  'Only for the main action on each page.',
  'Got it.',
  'Can we move our call to 3 pm?',
  'That works for me.',
  'The deployment went fine, no errors so far.',
  'Great news. I will tell the team.',
  'Lunch today?',
  'Sounds good, the usual place?',
  'I pushed the fix, can you review it?',
  'On it, give me ten minutes.',
  'Looks good to me, merged.',
  'How was the conference?',
  'Really interesting, I took lots of notes.',
  'Could you share them later?',
  'Of course, I will put them in the wiki.',
  'The meeting notes are here: https://example.com/notes',
  'Thanks, that helps a lot.',
  'Are you joining the offsite next month?',
  'I think so, waiting for the dates.',
  'Have a nice weekend!',
  'You too!',
];

/** What a contact answers when the mock replies for them. */
export const replyLines = [
  'Thanks for your message! Let me check and get back to you.',
  'Sounds good to me.',
  'Sure, no problem.',
  'Interesting, tell me more.',
  'I will look into it this afternoon.',
  'Ha, fair point!',
  'Can we talk about it tomorrow?',
  'Done. Anything else?',
];

const statusWeights = [
  ['online', 5],
  ['away', 2],
  ['busy', 2],
  ['offline', 3],
] as const satisfies readonly (readonly [ChatStatus, number])[];

/**
 * The directory users the chat offers as contacts: the first active ones who cannot sign in (the
 * demo accounts and the shop manager are colleagues: a person answers them, not the mock).
 */
function contactUsers(ctx: SeedContext): UserRecord[] {
  const demoIds: readonly number[] = [
    demoAccounts.admin.id,
    demoAccounts.client.id,
    shopManagerAccount.id,
  ];
  return seedSharedUsers(ctx)
    .filter((user) => !demoIds.includes(user.id) && user.status === 'active')
    .slice(0, CHAT_CONTACT_COUNT);
}

export function seedChatContacts(ctx: SeedContext): ChatContactRecord[] {
  const { random } = ctx;
  return contactUsers(ctx).map((user, index) => ({
    id: user.id,
    fullName: user.fullName,
    role: user.role,
    about: abouts[index % abouts.length] ?? '',
    avatar: user.avatar,
    // The first two are online, so a flow can count on a reply from them.
    status: index < 2 ? 'online' : pickWeighted(random, statusWeights),
  }));
}

export function seedChatProfiles(): ChatProfileRecord[] {
  return [
    {
      userId: demoAccounts.admin.id,
      about: 'Runs the dashboard and answers every question, eventually.',
      status: 'online',
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: true },
    },
    {
      userId: demoAccounts.client.id,
      about: 'Client account of Demo Inc.',
      status: 'online',
      settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true },
    },
  ];
}

type ChatPlan = {
  owner: number;
  contactIndex: number;
  count: number;
  /** Minutes before the reference date of the last message. */
  lastMinutesAgo: number;
  unseen: number;
  extra?: readonly string[];
};

// The long chat is not the newest, so the list's first chat is a short one.
const plans: readonly ChatPlan[] = [
  { owner: demoAccounts.admin.id, contactIndex: 1, count: 9, lastMinutesAgo: 12, unseen: 2 },
  {
    owner: demoAccounts.admin.id,
    contactIndex: 0,
    count: LONG_CHAT_MESSAGES,
    lastMinutesAgo: 95,
    unseen: 0,
  },
  {
    owner: demoAccounts.admin.id,
    contactIndex: 2,
    count: 6,
    lastMinutesAgo: 60 * 20,
    unseen: 1,
    extra: [XSS_MESSAGE],
  },
  { owner: demoAccounts.admin.id, contactIndex: 3, count: 12, lastMinutesAgo: 60 * 50, unseen: 0 },
  {
    owner: demoAccounts.admin.id,
    contactIndex: 4,
    count: 4,
    lastMinutesAgo: 60 * 24 * 6,
    unseen: 0,
  },
  { owner: demoAccounts.client.id, contactIndex: 1, count: 7, lastMinutesAgo: 30, unseen: 1 },
  {
    owner: demoAccounts.client.id,
    contactIndex: 5,
    count: 5,
    lastMinutesAgo: 60 * 26,
    unseen: 0,
    extra: [XSS_MESSAGE],
  },
];

function buildMessages(
  random: SeedRandom,
  plan: ChatPlan,
  contactId: number,
  extra: readonly string[],
): Message[] {
  const total = plan.count + extra.length;
  // Gaps of a few minutes inside a talk, hours or days between talks, ending at `lastMinutesAgo`.
  const gaps = Array.from({ length: total }, () =>
    random.bool(0.15) ? random.int(60 * 6, 60 * 40) : random.int(1, 8),
  );
  let time =
    reference - plan.lastMinutesAgo * MINUTE - gaps.reduce((sum, gap) => sum + gap, 0) * MINUTE;
  let line = random.int(0, chatLines.length - 1);
  let sender = random.bool() ? plan.owner : contactId;
  return Array.from({ length: total }, (_, index): Message => {
    time += (gaps[index] ?? 1) * MINUTE;
    // A run of one to three messages per sender; the last `unseen` come from the contact.
    if (index >= total - plan.unseen) sender = contactId;
    else if (index > 0 && random.bool(0.55))
      sender = sender === plan.owner ? contactId : plan.owner;
    const fromExtra = index >= plan.count ? extra[index - plan.count] : undefined;
    const text = fromExtra ?? chatLines[line % chatLines.length] ?? '';
    line += 1;
    return {
      id: index + 1,
      message: text,
      time: new Date(time).toISOString(),
      senderId: sender,
      feedback: {
        isSent: true,
        isDelivered: true,
        isSeen: index < total - 1 || sender !== plan.owner,
      },
    };
  });
}

export function seedChats(ctx: SeedContext): ChatRecord[] {
  const { random } = ctx;
  const contacts = seedChatContacts(ctx.forTable('chatContacts'));
  return plans.map((plan, index) => {
    const contact = contacts[plan.contactIndex];
    if (!contact) throw new Error(`seed: chat contact ${plan.contactIndex} missing`);
    const messages = buildMessages(random, plan, contact.id, plan.extra ?? []);
    return {
      id: index + 1,
      ownerId: plan.owner,
      userId: contact.id,
      unseenMsgs: plan.unseen,
      messages,
      pendingReply: null,
    };
  });
}

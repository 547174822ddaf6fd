import { FIRST_VERSION } from '@/lib/versions/versions';
import type { UserRecord } from '@/mocks/db/auth-tables';
import type { KanbanLabel } from '@/apps/kanban/api/kanban-values';
import type { Board, KanbanTask, Member } from '@/apps/kanban/api/kanban-schemas';
import { demoAccounts } from './auth-seed';
import type { SeedContext } from './seed-context';
import { dateFromReference, dayAt } from './seed-random';
import { seedSharedUsers } from './users-seed';

/** The seeded boards, in their order. */
export const KANBAN_BOARD_TITLES = ['To do', 'In progress', 'In review', 'Done'] as const;

/** The app's own cover images (public/kanban/covers/), never an outside link. */
export const KANBAN_COVERS = {
  wireframes: '/kanban/covers/wireframes.svg',
  chart: '/kanban/covers/chart.svg',
  mobile: '/kanban/covers/mobile.svg',
  release: '/kanban/covers/release.svg',
} as const;

type SeedTask = {
  board: number;
  title: string;
  description: string;
  labels: KanbanLabel[];
  /** Days from the reference day; null: no due date. */
  due: number | null;
  cover?: keyof typeof KANBAN_COVERS;
  /** The client demo account is among the assignees. */
  client?: boolean;
  /** How many other users are assigned. */
  others: number;
  attachments?: readonly (readonly [fileName: string, size: number])[];
  comments?: readonly string[];
};

const seedTasks: readonly SeedTask[] = [
  {
    board: 1,
    title: 'Design the new onboarding screens',
    description:
      'Three steps: profile, team invite, first project. Follow the updated style guide.',
    labels: ['design'],
    due: 6,
    cover: 'wireframes',
    others: 2,
    attachments: [['onboarding-flow.fig', 2_480_000]],
    comments: ['Can we keep the skip button on every step?', 'Yes, added to the brief.'],
  },
  {
    board: 1,
    title: 'Write the API docs for webhooks',
    description: 'Cover the event types, the signature check and the retry policy.',
    labels: ['backend', 'research'],
    due: 12,
    client: true,
    others: 0,
    comments: ['The retry policy changed last sprint, check with the platform team.'],
  },
  {
    board: 1,
    title: 'Plan the spring marketing campaign',
    description: 'Budget, channels and the launch calendar for March.',
    labels: ['marketing'],
    due: 20,
    others: 1,
  },
  {
    board: 1,
    title: 'Investigate slow search on large accounts',
    description: 'Accounts with more than 10 000 users wait several seconds for results.',
    labels: ['bug', 'backend'],
    due: -2,
    others: 1,
    attachments: [['slow-query.log', 48_200]],
  },
  {
    board: 2,
    title: 'Build the analytics dashboard charts',
    description: 'Revenue, sessions and conversion, with a date range picker.',
    labels: ['frontend', 'design'],
    due: 3,
    cover: 'chart',
    client: true,
    others: 1,
    attachments: [
      ['chart-specs.pdf', 320_000],
      ['colors.json', 1_200],
    ],
    comments: ['Use the theme colours so dark mode works.'],
  },
  {
    board: 2,
    title: 'Migrate the billing service to the new queue',
    description: 'Move the invoice jobs off the old cron runner.',
    labels: ['backend'],
    due: -1,
    others: 2,
    comments: ['Blocked until the queue cluster is upgraded.', 'Upgrade is done.'],
  },
  {
    board: 2,
    title: 'Interview users about the mobile app',
    description: 'Five interviews with customers who use the app daily.',
    labels: ['research'],
    due: 9,
    cover: 'mobile',
    others: 1,
  },
  {
    board: 3,
    title: 'Fix the date picker in right-to-left layouts',
    description: 'The arrows point the wrong way in Arabic and Hebrew.',
    labels: ['bug', 'frontend'],
    due: 1,
    client: true,
    others: 1,
    attachments: [['rtl-picker.png', 184_000]],
  },
  {
    board: 3,
    title: 'Review the new pricing page copy',
    description: 'Check the plan names and the comparison table with sales.',
    labels: ['marketing'],
    due: 4,
    others: 2,
    comments: ['Sales want the enterprise plan first.'],
  },
  {
    board: 3,
    title: 'Add two-factor sign-in',
    description: 'Authenticator apps first, SMS later.',
    labels: ['backend', 'frontend'],
    due: null,
    others: 1,
  },
  {
    board: 4,
    title: 'Release version 2.4',
    description: 'Tag, changelog and the announcement email.',
    labels: ['frontend', 'backend'],
    due: -5,
    cover: 'release',
    others: 3,
    attachments: [['changelog-2.4.md', 6_400]],
    comments: ['Shipped! Thanks everyone.'],
  },
  {
    board: 4,
    title: 'Update the brand colours in the style guide',
    description: 'The new primary colour and its shades, with contrast notes.',
    labels: ['design'],
    due: -9,
    others: 1,
  },
  {
    board: 4,
    title: 'Set up error tracking for the web app',
    description: 'Source maps uploaded on each deploy; alerts to the on-call channel.',
    labels: ['frontend', 'bug'],
    due: null,
    client: true,
    others: 0,
  },
];

export const toMember = (user: Pick<UserRecord, 'id' | 'fullName' | 'avatar'>): Member => ({
  id: user.id,
  fullName: user.fullName,
  avatar: user.avatar,
});

export function seedKanbanBoards(): Board[] {
  return KANBAN_BOARD_TITLES.map((title, index) => ({
    id: index + 1,
    title,
    version: FIRST_VERSION,
  }));
}

/**
 * The tasks of the four boards, in their order. Assignees are real users from the rows both seeds
 * share; the client demo account has tasks in every board but one, so it has something to move.
 */
export function seedKanbanTasks(ctx: SeedContext): KanbanTask[] {
  const { random } = ctx;
  const users = seedSharedUsers(ctx);
  const client = users.find((user) => user.id === demoAccounts.client.id);
  if (!client) throw new Error('seed: the client demo account is missing');
  // The directory's active users, not the demo accounts: the admin sees others' work.
  const others = users.filter(
    (user) => user.id > demoAccounts.client.id && user.status === 'active',
  );
  return seedTasks.map((seed, index): KanbanTask => {
    const assigned = random.shuffle(others).slice(0, seed.others).map(toMember);
    const members = seed.client ? [toMember(client), ...assigned] : assigned;
    return {
      id: index + 1,
      boardId: seed.board,
      title: seed.title,
      description: seed.description,
      labels: seed.labels,
      dueDate: seed.due === null ? null : dayAt(seed.due, 17),
      assignedTo: members,
      attachments: (seed.attachments ?? []).map(([fileName, size], at) => ({
        id: at + 1,
        fileName,
        size,
      })),
      comments: (seed.comments ?? []).map((text, at) => ({
        id: at + 1,
        author: toMember(random.pick(others)),
        text,
        time: dateFromReference(-(seed.comments?.length ?? 0) + at - 1, 'hours'),
      })),
      coverImage: seed.cover ? KANBAN_COVERS[seed.cover] : null,
      version: FIRST_VERSION,
    };
  });
}

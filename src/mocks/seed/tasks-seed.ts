import { FIRST_VERSION } from '@/lib/versions/versions';
import type { UserRecord } from '@/mocks/db/auth-tables';
import { taskTags } from '@/apps/todo/api/todo-values';
import type { Task } from '@/apps/todo/api/todo-schemas';
import { demoAccounts } from './auth-seed';
import type { SeedContext } from './seed-context';
import type { SeedRandom } from './seed-random';
import { seedSharedUsers } from './users-seed';

/**
 * Kept as a task title so that the XSS checks find it: every screen must show it as text. An
 * open task of the admin, so it is on the first page of the admin's list.
 */
export const XSS_TASK_TITLE = '<img src=x onerror=alert(1)>';
/** Tasks of the client demo account (user 2), so the client's todo list is not empty. */
export const CLIENT_TASK_COUNT = 8;
const UNASSIGNED_TASK_COUNT = 3;
const DELETED_TASK_COUNT = 4;
const XSS_TASK_INDEX = 5;

const tasks: readonly (readonly [title: string, description: string])[] = [
  [
    'Prepare the Q4 budget review',
    'Collect the department forecasts and prepare the slides for the budget meeting.',
  ],
  [
    'Fix the login redirect after session expiry',
    'Users land on the home page instead of the page they were on. Keep the redirect parameter.',
  ],
  [
    'Update the privacy policy page',
    'Legal sent the new wording for the cookie section. Publish it on the website.',
  ],
  [
    'Review the pull request for the invoice export',
    'Check the CSV columns and the rounding of totals before merging.',
  ],
  ['Plan the team offsite', 'Shortlist three venues and send a date poll to the team.'],
  [
    'Onboard the new support engineer',
    'Create the accounts, share the runbooks and schedule shadowing sessions.',
  ],
  ['Renew the SSL certificates', 'The certificates of the staging and API domains expire soon.'],
  [
    'Write the release notes for version 2.4',
    'Summarise the new dashboard, the calendar fixes and the breaking API changes.',
  ],
  [
    'Migrate the newsletter to the new provider',
    'Export the subscriber list and rebuild the two email templates.',
  ],
  [
    'Call the Meridian Analytics account manager',
    'Discuss the renewal terms and the extra seats they asked for.',
  ],
  [
    'Design the onboarding email sequence',
    'Three emails over the first week: welcome, setup tips and a check-in.',
  ],
  [
    'Clean up unused feature flags',
    'Remove the flags that have been fully rolled out for more than a month.',
  ],
  ['Audit user roles and permissions', 'Make sure former contractors no longer have admin access.'],
  [
    'Translate the help center into Arabic',
    'Send the twenty most read articles to the translation agency.',
  ],
  [
    'Set up monitoring alerts for the payment API',
    'Alert on error rates above two percent and on latency spikes.',
  ],
  [
    'Book flights for the Berlin conference',
    'Arrive the day before: the talk is on the second morning.',
  ],
  ['Prepare the monthly analytics report', 'Traffic, sign-ups and churn compared with last month.'],
  ['Refresh the product screenshots', 'The store listing still shows the old navigation.'],
  [
    'Interview candidates for the designer role',
    'Three interviews this week. Share feedback in the hiring channel.',
  ],
  [
    "Archive last year's project folders",
    'Move closed projects to cold storage and update the index.',
  ],
  [
    'Fix the broken links in the documentation',
    'The link checker found eleven dead links in the API guide.',
  ],
  [
    'Negotiate the office cleaning contract',
    'The current contract ends in December. Get two competing quotes.',
  ],
  [
    'Run the quarterly backup restore test',
    "Restore last night's backup to staging and compare the row counts.",
  ],
  [
    'Update the dependency versions',
    'Patch releases only this time. Run the full test suite afterwards.',
  ],
  [
    'Send the invoices for October',
    'Double-check the hours logged by the consulting team before sending.',
  ],
  [
    'Draft the customer satisfaction survey',
    "Ten questions at most. Reuse last year's scale so the results compare.",
  ],
  [
    'Improve the dashboard loading time',
    'Profile the overview page: the charts appear after two seconds on slow networks.',
  ],
  [
    'Organise the end-of-year party',
    'Pick a date in mid-December and collect dietary requirements.',
  ],
  [
    'Review the accessibility audit findings',
    'Prioritise the contrast and keyboard navigation issues.',
  ],
  ['Update the team wiki', 'Document the new deployment process and who approves releases.'],
  ['Order new laptops for the design team', 'Four machines. Check the budget with finance first.'],
  [
    'Respond to the partnership proposal',
    'Northwind Logistics proposed a co-marketing campaign. Reply with our conditions.',
  ],
  ['Test the mobile checkout flow', 'Cover card payments, saved addresses and the coupon field.'],
  [
    'Schedule one-to-one meetings',
    'Thirty minutes with each team member before the performance reviews.',
  ],
  [
    'Write the Summit Health case study',
    'Interview the client and draft a two-page story with the results.',
  ],
  ['Replace the printer toner', 'The second-floor printer shows a low toner warning.'],
  [
    'Set up the staging environment for the shop',
    'Mirror the production settings with test payment keys.',
  ],
  [
    'Prepare training slides for new managers',
    'Cover feedback, one-to-ones and the leave approval process.',
  ],
  [
    'Reconcile the company credit card statement',
    'Match each expense with its receipt before the end of the month.',
  ],
];

// At most one priority, so a task is never both low and high.
const priorityTags = ['low', 'medium', 'high'] as const;
const otherTags = taskTags.filter((tag) => !(priorityTags as readonly string[]).includes(tag));

function randomTags(random: SeedRandom): Task['tags'] {
  const tags: Task['tags'] = [];
  if (random.bool(0.7)) tags.push(random.pick(priorityTags));
  if (random.bool(0.35)) tags.push(random.pick(otherTags));
  return tags;
}

function assigneeOf(user: UserRecord): NonNullable<Task['assignee']> {
  return { id: user.id, fullName: user.fullName, avatar: user.avatar };
}

/**
 * About forty tasks due from 20 days before to 30 days after the reference date. Assignees are
 * real users; they come from the rows both seeds share, so the tasks are the same in both.
 */
export function seedTasks(ctx: SeedContext): Task[] {
  const { random } = ctx;
  const users = seedSharedUsers(ctx);
  const byId = (id: number) => {
    const user = users.find((candidate) => candidate.id === id);
    if (!user) throw new Error(`seed: user ${id} missing`);
    return user;
  };
  const others = users.filter((user) => user.id !== demoAccounts.client.id);
  const count = tasks.length + 1;

  // Which rows go to the client, to nobody, or to the bin: fixed counts, random places.
  const indices = random.shuffle(
    Array.from({ length: count }, (_, index) => index).filter((index) => index !== XSS_TASK_INDEX),
  );
  const clientRows = new Set(indices.slice(0, CLIENT_TASK_COUNT));
  const unassignedRows = new Set(
    indices.slice(CLIENT_TASK_COUNT, CLIENT_TASK_COUNT + UNASSIGNED_TASK_COUNT),
  );
  const deletedRows = new Set(random.shuffle(indices).slice(0, DELETED_TASK_COUNT));

  let nextTask = 0;
  return Array.from({ length: count }, (_, index): Task => {
    const dueDate = random.dateAround(-20, 30);
    if (index === XSS_TASK_INDEX) {
      return {
        id: index + 1,
        title: XSS_TASK_TITLE,
        dueDate,
        description: 'Imported from the old tracker. The title must show as plain text.',
        assignee: assigneeOf(byId(demoAccounts.admin.id)),
        tags: ['update'],
        isCompleted: false,
        isImportant: false,
        isDeleted: false,
        version: FIRST_VERSION,
      };
    }
    const [title, description] = tasks[nextTask] ?? ['', ''];
    nextTask += 1;
    let assignee: Task['assignee'] = assigneeOf(random.pick(others));
    if (clientRows.has(index)) assignee = assigneeOf(byId(demoAccounts.client.id));
    if (unassignedRows.has(index)) assignee = null;
    return {
      id: index + 1,
      title,
      dueDate,
      description,
      assignee,
      tags: randomTags(random),
      isCompleted: random.bool(0.3),
      isImportant: random.bool(0.25),
      isDeleted: deletedRows.has(index),
      version: FIRST_VERSION,
    };
  });
}

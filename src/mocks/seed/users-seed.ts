import { FIRST_VERSION } from '@/lib/versions/versions';
import { userBillingMethods } from '@/apps/users/api/user-values';
import type { UserRecord } from '@/mocks/db/auth-tables';
import { seedDemoUsers, SHOP_MANAGER_ROLE, shopManagerAccount } from './auth-seed';
import {
  createUniqueNames,
  phoneNumber,
  randomCompany,
  randomPerson,
  slugify,
  type SeedPerson,
} from './people';
import type { SeedContext } from './seed-context';
import { pickWeighted, type SeedRandom, type Weighted } from './seed-random';

/** Rows of the users table, the two demo accounts included. */
export const USER_COUNTS = { default: 500, large: 10_000 } as const;

const roleWeights: Weighted<string> = [
  ['admin', 3],
  ['author', 14],
  ['editor', 14],
  ['maintainer', 12],
  ['subscriber', 57],
];
const planWeights: Weighted<UserRecord['currentPlan']> = [
  ['basic', 35],
  ['team', 30],
  ['company', 20],
  ['enterprise', 15],
];
const statusWeights: Weighted<UserRecord['status']> = [
  ['active', 70],
  ['pending', 18],
  ['inactive', 12],
];
// Every method the screens translate but none ('' is a user who has not chosen yet).
const billingMethods = userBillingMethods.filter((method) => method !== '');

function usernameCandidate(random: SeedRandom, first: string, last: string): string {
  switch (random.int(0, 5)) {
    case 0:
      return `${first}.${last}`;
    case 1:
      return `${first}_${last}`;
    case 2:
      return `${first.charAt(0)}${last}`;
    case 3:
      return `${first}${last.charAt(0)}`;
    case 4:
      return `${first}${last}${random.int(1, 99)}`;
    default:
      return `${first}${last}`;
  }
}

function emailLocalPart(random: SeedRandom, first: string, last: string): string {
  switch (random.int(0, 3)) {
    case 0:
      return `${first.charAt(0)}.${last}`;
    case 1:
      return `${first}${last}`;
    default:
      return `${first}.${last}`;
  }
}

function directoryUser(
  random: SeedRandom,
  id: number,
  person: SeedPerson,
  unique: {
    username: ReturnType<typeof createUniqueNames>;
    email: ReturnType<typeof createUniqueNames>;
  },
): UserRecord {
  const first = slugify(person.firstName);
  const last = slugify(person.lastName);
  const company = randomCompany(random, person.country);
  return {
    id,
    fullName: person.fullName,
    username: unique.username(usernameCandidate(random, first, last)),
    email: unique.email(emailLocalPart(random, first, last), `@${company.domain}`),
    role: pickWeighted(random, roleWeights),
    currentPlan: pickWeighted(random, planWeights),
    status: pickWeighted(random, statusWeights),
    company: company.name,
    country: person.country.name,
    contact: phoneNumber(random, person.country),
    billing: random.pick(billingMethods),
    // About two thirds would get `/images/avatars/{1..20}.png`, but those images are not shipped
    // yet: empty means the UI shows initials.
    avatar: '',
    version: FIRST_VERSION,
  };
}

/** The directory user who runs the shop: a password, the demo address and the role. */
function asShopManager(user: UserRecord): UserRecord {
  const { email, password } = shopManagerAccount;
  return { ...user, email, password, role: SHOP_MANAGER_ROLE, status: 'active' };
}

/**
 * The demo accounts (ids 1 and 2; with the shop manager, id 3, the only ones with a password) then a directory of generated
 * users. Rows are drawn one after another from the table's stream, so the `large` seed starts
 * with exactly the rows of `default`.
 */
export function seedUsers(ctx: SeedContext): UserRecord[] {
  const users = seedDemoUsers();
  const unique = {
    username: createUniqueNames(users.map((user) => user.username)),
    email: createUniqueNames(users.map((user) => user.email)),
  };
  const count = ctx.bySeed(USER_COUNTS);
  for (let id = users.length + 1; id <= count; id += 1) {
    const user = directoryUser(ctx.random, id, randomPerson(ctx.random), unique);
    users.push(id === shopManagerAccount.id ? asShopManager(user) : user);
  }
  return users;
}

/**
 * The users every seed starts with (those of `default`). Other tables pick assignees and guests
 * from these, so their rows are the same in both seeds, without building the large directory again.
 */
export function seedSharedUsers(ctx: SeedContext): UserRecord[] {
  const usersCtx = ctx.forTable('users');
  return seedUsers({ ...usersCtx, bySeed: (values) => values.default });
}

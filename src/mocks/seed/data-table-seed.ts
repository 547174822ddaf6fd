import type { DataTableRow } from '@/apps/data-tables/api/data-table-schemas';
import type { DataTableStatus } from '@/apps/data-tables/api/data-table-values';
import { createUniqueNames, randomCompany, randomPerson, slugify } from './people';
import { DAY_MS, createSeedRandom, pickWeighted, SEED_REFERENCE_DATE } from './seed-random';

/** The data-tables app shows what the shared table does on many rows. */
export const DATA_TABLE_ROW_COUNT = 10_000;

/** Posts with the yearly salary range (US dollars) each tends to earn. */
const posts: readonly (readonly [post: string, min: number, max: number])[] = [
  ['Software Engineer', 70_000, 160_000],
  ['Senior Software Engineer', 110_000, 210_000],
  ['Product Manager', 90_000, 180_000],
  ['Product Designer', 65_000, 140_000],
  ['Data Analyst', 55_000, 115_000],
  ['Data Scientist', 90_000, 175_000],
  ['DevOps Engineer', 85_000, 165_000],
  ['QA Engineer', 50_000, 110_000],
  ['Technical Writer', 50_000, 95_000],
  ['Account Executive', 55_000, 130_000],
  ['Sales Representative', 38_000, 85_000],
  ['Marketing Manager', 65_000, 140_000],
  ['Content Strategist', 48_000, 95_000],
  ['Customer Success Manager', 50_000, 100_000],
  ['Support Specialist', 32_000, 62_000],
  ['Office Manager', 40_000, 70_000],
  ['Recruiter', 45_000, 90_000],
  ['HR Business Partner', 60_000, 115_000],
  ['Financial Analyst', 60_000, 120_000],
  ['Accountant', 48_000, 95_000],
  ['Legal Counsel', 95_000, 200_000],
  ['Operations Manager', 65_000, 130_000],
  ['Project Coordinator', 42_000, 78_000],
  ['Chief Technology Officer', 180_000, 320_000],
];

const statusWeights: readonly (readonly [DataTableStatus, number])[] = [
  ['current', 45],
  ['professional', 25],
  ['applied', 12],
  ['resigned', 10],
  ['rejected', 8],
];

const YEAR_DAYS = 365;

let rows: readonly DataTableRow[] | undefined;

/**
 * The 10,000 rows, built once and frozen: nothing writes them, so every mock session reads the
 * same array (no copy per session, nothing added to the saved demo database). Deterministic: a
 * stream of its own (`dataTableRows`) and the seeds' reference date.
 */
export function dataTableRows(): readonly DataTableRow[] {
  rows ??= Object.freeze(buildRows());
  return rows;
}

function buildRows(): DataTableRow[] {
  const random = createSeedRandom('dataTableRows');
  const uniqueEmail = createUniqueNames();
  const reference = Date.parse(SEED_REFERENCE_DATE);
  return Array.from({ length: DATA_TABLE_ROW_COUNT }, (_, index): DataTableRow => {
    const person = randomPerson(random);
    const company = randomCompany(random, person.country);
    const [post, min, max] = random.pick(posts);
    const age = random.int(21, 64);
    // Years in the trade: at least the years at this company, at most since the age of 20.
    const years = random.int(0, Math.min(age - 21, 15));
    const startDate = new Date(reference - (years * YEAR_DAYS + random.int(0, 364)) * DAY_MS)
      .toISOString()
      .slice(0, 10);
    const experience = Math.min(age - 20, years + random.int(0, 12));
    const local = `${slugify(person.firstName)}.${slugify(person.lastName)}`;
    return Object.freeze({
      id: index + 1,
      fullName: person.fullName,
      email: `${uniqueEmail(local, `@${company.domain}`)}`,
      post,
      city: random.pick(person.country.cities),
      startDate,
      // Whole hundreds, higher with experience.
      salary:
        Math.round((min + (max - min) * Math.min(1, random.next() * 0.7 + experience / 40)) / 100) *
        100,
      age,
      experience,
      status: pickWeighted(random, statusWeights),
    });
  });
}

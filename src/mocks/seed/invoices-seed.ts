import { FIRST_VERSION } from '@/lib/versions/versions';
import {
  DEFAULT_CURRENCY,
  type Invoice,
  type InvoiceStatus,
} from '@/apps/invoices/api/invoice-schemas';
import { phoneNumber, randomCompany, randomPerson, slugify, streetAddress } from './people';
import type { SeedContext } from './seed-context';
import { DAY_MS, MOCK_TODAY, pickWeighted, type SeedRandom } from './seed-random';

export const INVOICE_COUNTS = { default: 120, large: 2_000 } as const;
/** First invoice number: a business that has been invoicing for a while. */
export const FIRST_INVOICE_ID = 4987;

interface Service {
  name: string;
  description: string;
  /** Unit price range and the step prices move in. */
  cost: readonly [min: number, max: number, step: number];
  qty: readonly [min: number, max: number];
}

const services: readonly Service[] = [
  {
    name: 'Website redesign',
    description: 'Responsive redesign of the marketing site, five templates',
    cost: [2400, 7800, 100],
    qty: [1, 1],
  },
  {
    name: 'Landing page',
    description: 'Campaign landing page with two A/B variants',
    cost: [650, 1500, 50],
    qty: [1, 3],
  },
  {
    name: 'Logo and brand identity',
    description: 'Logo, colour palette and typography guide',
    cost: [900, 3200, 100],
    qty: [1, 1],
  },
  {
    name: 'SEO audit',
    description: 'Technical SEO audit with a prioritised list of fixes',
    cost: [450, 1200, 50],
    qty: [1, 1],
  },
  {
    name: 'Mobile app development',
    description: 'iOS and Android app, two-week sprint',
    cost: [4200, 9600, 200],
    qty: [1, 3],
  },
  {
    name: 'UI/UX consulting',
    description: 'User research and wireframes, per hour',
    cost: [85, 160, 5],
    qty: [4, 40],
  },
  {
    name: 'Software licences',
    description: 'Annual licence, per seat',
    cost: [29.99, 99.99, 10],
    qty: [5, 50],
  },
  {
    name: 'Maintenance retainer',
    description: 'Monthly maintenance and security updates',
    cost: [350, 1200, 50],
    qty: [1, 6],
  },
  {
    name: 'Content writing',
    description: 'Blog articles of about 1,200 words',
    cost: [120, 350, 10],
    qty: [2, 10],
  },
  {
    name: 'Social media campaign',
    description: 'Four-week paid social campaign',
    cost: [1500, 4500, 100],
    qty: [1, 1],
  },
  {
    name: 'Custom dashboard',
    description: 'Admin dashboard with role-based access',
    cost: [3200, 8800, 200],
    qty: [1, 1],
  },
  {
    name: 'API integration',
    description: 'Integration with the payment and CRM APIs',
    cost: [1200, 4200, 100],
    qty: [1, 2],
  },
  {
    name: 'Security audit',
    description: 'Penetration test and written report',
    cost: [2200, 6000, 100],
    qty: [1, 1],
  },
  {
    name: 'Cloud migration',
    description: 'Move of three services to managed cloud hosting',
    cost: [3000, 9000, 250],
    qty: [1, 1],
  },
  {
    name: 'Email marketing setup',
    description: 'Newsletter templates and automation flows',
    cost: [600, 1800, 50],
    qty: [1, 1],
  },
  {
    name: 'Training workshop',
    description: 'One-day on-site workshop for up to 12 people',
    cost: [900, 2400, 100],
    qty: [1, 3],
  },
  {
    name: 'Accessibility review',
    description: 'WCAG 2.2 AA review of the key user journeys',
    cost: [800, 2600, 100],
    qty: [1, 1],
  },
  {
    name: 'Priority support',
    description: 'Support hours with a four-hour response time',
    cost: [65, 120, 5],
    qty: [5, 30],
  },
  {
    name: 'Managed hosting',
    description: 'Hosting with daily backups, per month',
    cost: [49.5, 199.5, 25],
    qty: [3, 12],
  },
  {
    name: 'Data migration',
    description: 'Import and clean-up of legacy customer data',
    cost: [1100, 3800, 100],
    qty: [1, 1],
  },
];

// Statuses by whether the due date has passed; Past Due only ever applies to overdue invoices.
const overdueStatuses = [
  ['Paid', 55],
  ['Past Due', 28],
  ['Partial Payment', 17],
] as const;
const notDueStatuses = [
  ['Sent', 28],
  ['Draft', 20],
  ['Downloaded', 20],
  ['Paid', 17],
  ['Partial Payment', 15],
] as const;
const paymentTermsDays = [14, 30, 30, 45, 60];

// Money is added up in cents so that totals and balances never carry float noise.
const toCents = (amount: number) => Math.round(amount * 100);

function randomItems(random: SeedRandom): Invoice['items'] {
  return random.pickMany(services, random.int(1, 4)).map((service) => {
    const [min, max, step] = service.cost;
    const cost = toCents(min + step * random.int(0, Math.floor((max - min) / step))) / 100;
    return {
      name: service.name,
      description: service.description,
      cost,
      qty: random.int(service.qty[0], service.qty[1]),
    };
  });
}

function randomInvoice(random: SeedRandom, id: number): Invoice {
  const person = randomPerson(random);
  const company = randomCompany(random, person.country);
  const items = randomItems(random);
  const totalCents = items.reduce((sum, item) => sum + toCents(item.cost) * item.qty, 0);

  // Squaring favours recent dates: most invoices from the last few months, some a year old.
  const ageDays = Math.floor(random.next() ** 2 * 360);
  const issued = Date.parse(MOCK_TODAY) - ageDays * DAY_MS + random.int(8 * 60, 18 * 60) * 60_000;
  const due = issued + random.pick(paymentTermsDays) * DAY_MS;
  const overdue = due < Date.parse(MOCK_TODAY);
  const status: InvoiceStatus = pickWeighted(random, overdue ? overdueStatuses : notDueStatuses);
  let balanceCents = totalCents;
  if (status === 'Paid') balanceCents = 0;
  if (status === 'Partial Payment') {
    balanceCents = Math.min(
      totalCents - 1,
      Math.max(1, Math.round(totalCents * random.float(0.1, 0.9))),
    );
  }

  return {
    id,
    issuedDate: new Date(issued).toISOString(),
    dueDate: new Date(due).toISOString(),
    client: {
      name: person.fullName,
      company: company.name,
      email: `${slugify(person.firstName)}.${slugify(person.lastName)}@${company.domain}`,
      address: streetAddress(random, person.country),
      country: person.country.name,
      contact: phoneNumber(random, person.country),
    },
    items,
    total: totalCents / 100,
    balance: balanceCents / 100,
    status,
    currency: DEFAULT_CURRENCY,
    discount: 0,
    taxRate: 0,
    note: '',
    // What was received, as one transfer ten days after issue (never after the reference day):
    // derived, not drawn, so the random sequence of the other tables stays the same.
    payments:
      balanceCents < totalCents
        ? [
            {
              id: 1,
              amount: (totalCents - balanceCents) / 100,
              date: new Date(Math.min(issued + 10 * DAY_MS, Date.parse(MOCK_TODAY)))
                .toISOString()
                .slice(0, 10),
              method: 'bankTransfer',
              note: '',
            },
          ]
        : [],
    version: FIRST_VERSION,
  };
}

/**
 * Invoices numbered from 4987, issued over the year before the reference date. Drawn one after
 * another, so the `large` seed starts with the rows of `default`.
 */
export function seedInvoices(ctx: SeedContext): Invoice[] {
  const count = ctx.bySeed(INVOICE_COUNTS);
  return Array.from({ length: count }, (_, index) =>
    randomInvoice(ctx.random, FIRST_INVOICE_ID + index),
  );
}

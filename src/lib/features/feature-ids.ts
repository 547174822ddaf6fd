/**
 * What a backend may declare it serves (`config.json`'s `features`, docs/running.md): the apps of
 * the menu and the shell's own features. Sign-in, the refresh and sign-out are not here: every
 * backend serves them. No import, so config.ts, the build scripts and the mock can read it.
 */
export const featureIds = [
  // Apps (their manifest's `feature`).
  'dashboards',
  'ecommerce-dashboard',
  'access-control',
  'mock-api',
  'audit-log',
  'todo',
  'calendar',
  'chat',
  'kanban',
  'email',
  'ecommerce',
  'ecommerce-products',
  'ecommerce-categories',
  'ecommerce-customers',
  'ecommerce-orders-admin',
  'ecommerce-reviews',
  'ecommerce-discounts',
  'users',
  'invoices',
  'roles',
  'permissions',
  'data-tables',
  // The shell: what every signed-in page shows around the app.
  'account',
  'notifications',
  'live-events',
  'bookmarks',
  'search',
  'cart',
] as const;

export type FeatureId = (typeof featureIds)[number];

/**
 * A shell feature's screens and what they call, as the contract's operation ids (the apps say it
 * in their manifest). Plain strings: nothing outside the contract imports it; a test checks them
 * (src/app/features.test.ts).
 */
export type ShellFeature = {
  feature: FeatureId;
  /** What it is, in English, for the docs' table (docs/connect-a-backend.md); never shown. */
  name: string;
  operations: readonly string[];
};

const known: ReadonlySet<string> = new Set(featureIds);

export function isFeatureId(value: string): value is FeatureId {
  return known.has(value);
}

/**
 * Features that live inside another's pages: on only where that one is on too (the managers'
 * e-commerce pages sit in the shop's menu and open its products; the navbar's cart opens the
 * shop's cart page).
 */
export const featureRequirements: Readonly<Partial<Record<FeatureId, readonly FeatureId[]>>> = {
  'ecommerce-dashboard': ['ecommerce'],
  'ecommerce-products': ['ecommerce'],
  'ecommerce-categories': ['ecommerce'],
  'ecommerce-customers': ['ecommerce'],
  'ecommerce-orders-admin': ['ecommerce'],
  'ecommerce-reviews': ['ecommerce'],
  'ecommerce-discounts': ['ecommerce'],
  cart: ['ecommerce'],
};

/**
 * Whether `feature` is on under a declaration: everything when there is none (the whole API,
 * as a build with no `features` expects), else what it names whose requirements it names too.
 */
export function servedUnder(
  declared: readonly FeatureId[] | undefined,
  feature: FeatureId,
): boolean {
  if (declared === undefined) return true;
  return (
    declared.includes(feature) &&
    (featureRequirements[feature] ?? []).every((required) => declared.includes(required))
  );
}

import { FIRST_VERSION } from '@/lib/versions/versions';
import type { DiscountCodeRecord } from '@/apps/shop-admin/api/discount-schemas';
import { SEED_REFERENCE_DATE } from './seed-random';

type SeededCode = Omit<DiscountCodeRecord, 'id' | 'used' | 'createdAt' | 'version'>;

const always = { startsOn: null, endsOn: null, usageLimit: null, perCustomerLimit: null };

/**
 * The shop's codes: SAVE10, WELCOME20 and FREESHIP as the shop had them built in (no days, no
 * limits, so the cart and its tests behave as before), one that has ended and one switched off.
 * No seeded order uses a code, so every code starts unused.
 */
const seededCodes: readonly SeededCode[] = [
  { code: 'SAVE10', kind: 'percent', value: 10, minSubtotal: 0, active: true, ...always },
  { code: 'WELCOME20', kind: 'amount', value: 20, minSubtotal: 100, active: true, ...always },
  { code: 'FREESHIP', kind: 'freeShipping', value: 0, minSubtotal: 0, active: true, ...always },
  {
    code: 'SUMMER15',
    kind: 'percent',
    value: 15,
    minSubtotal: 50,
    active: true,
    ...always,
    startsOn: '2026-06-01',
    endsOn: '2026-08-31',
  },
  {
    code: 'VIP50',
    kind: 'amount',
    value: 50,
    minSubtotal: 300,
    active: false,
    ...always,
    usageLimit: 100,
    perCustomerLimit: 1,
  },
];

export function seedDiscountCodes(): DiscountCodeRecord[] {
  return seededCodes.map((code, index) => ({
    id: index + 1,
    ...code,
    used: 0,
    createdAt: SEED_REFERENCE_DATE,
    version: FIRST_VERSION,
  }));
}

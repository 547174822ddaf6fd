import type { MantineColor } from '@mantine/core';
import type { UserStatus } from '../api/user-values';

export const statusColors: Record<UserStatus, MantineColor> = {
  active: 'green',
  pending: 'yellow',
  inactive: 'gray',
};

// Billing methods are stored as the seed's English labels; each known one has a key. A Map: the
// stored text is data, and "constructor" must not find a plain object's built-in.
const billingKeys: ReadonlyMap<string, string> = new Map([
  ['Auto Debit', 'users.billing.autoDebit'],
  ['Manual - Cash', 'users.billing.cash'],
  ['Manual - Paypal', 'users.billing.paypal'],
  ['Manual - Credit Card', 'users.billing.creditCard'],
]);

/** i18n key of a billing method; unknown methods are shown as they are stored. */
export function billingKey(billing: string): string {
  if (billing === '') return 'users.billing.none';
  return billingKeys.get(billing) ?? billing;
}

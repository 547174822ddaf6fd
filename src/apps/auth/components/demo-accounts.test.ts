import { demoAccounts as seededAccounts, shopManagerAccount } from '@/mocks/seed/auth-seed';
import { demoAccounts } from './demo-accounts';

// The sign-in page cannot import the mock API (lint), so it lists the accounts itself; the seed
// (which e2e/fixtures.ts reads too) is the definition this list must follow.
describe('demo accounts on the sign-in page', () => {
  it('are the seed’s accounts, with their passwords', () => {
    expect(demoAccounts.map(({ role, email, password }) => ({ role, email, password }))).toEqual([
      ...Object.entries(seededAccounts).map(([role, { email, password }]) => ({
        role,
        email,
        password,
      })),
      // The shop manager: a directory user the seed gives a password and the shop's role.
      {
        role: 'shopManager',
        email: shopManagerAccount.email,
        password: shopManagerAccount.password,
      },
    ]);
  });
});

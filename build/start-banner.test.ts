// @vitest-environment node
import { readFileSync } from 'node:fs';
import { demoAccounts, shopManagerAccount } from '@/mocks/seed/auth-seed';

// `npm start`'s banner is the first thing a new user reads: it names every account that can sign
// in on the seed, with its password (the script runs before node_modules exists, so it cannot
// import the seed: this test keeps the two in step).
describe('the npm start banner', () => {
  const script = readFileSync(new URL('../scripts/start.mjs', import.meta.url), 'utf8');

  it.each([demoAccounts.admin, demoAccounts.client, shopManagerAccount])(
    'names $email with its password',
    ({ email, password }) => {
      expect(script).toContain(`${email} / ${password} `);
    },
  );
});

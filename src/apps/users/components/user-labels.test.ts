import { billingKey } from './user-labels';

describe('billingKey', () => {
  it('gives the key of a known method and shows any other as stored', () => {
    expect(billingKey('Auto Debit')).toBe('users.billing.autoDebit');
    expect(billingKey('')).toBe('users.billing.none');
    // Stored text is data: built-in names of plain objects are not keys.
    for (const stored of ['constructor', '__proto__', 'toString', 'Bank transfer']) {
      expect(billingKey(stored)).toBe(stored);
    }
  });
});

import { getDemoSession } from '@/mocks/db/sessions';

/**
 * An address of the client's waiting for its verification link, as a sign-up leaves it: the
 * link's `token` is known to the test, and never expires.
 */
export function addPendingVerification(token = 'pending') {
  getDemoSession().db.emailVerifications.push({
    token,
    userId: 2,
    email: 'client@demo.com',
    expiresAt: Date.parse('2100-01-01'),
    verifiedAt: null,
  });
}

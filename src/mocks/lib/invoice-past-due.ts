import type { MockSession } from '@/mocks/db/sessions';
import { SEED_REFERENCE_DATE } from '@/mocks/seed/seed-random';
import { canDo, createUserAbility } from './auth-guard';
import { clockIso, clockNow } from './clock';
import { raiseNotification } from './notifications';

const REFERENCE = Date.parse(SEED_REFERENCE_DATE);

/**
 * Notices the invoices that fell past due: unpaid (a balance left) and due before the mock's
 * now, due after the seed's reference date (those already late when the demo starts are not news)
 * and not noticed before. Each is noticed once (`invoicePastDueNotices`) and raises one
 * `invoicePastDue` notification for each user who may update invoices and wants the kind. Called
 * where the mock can tell: the clock moving (`POST /__mock/clock`) and the reads of invoices and
 * of notifications, so the outcome does not depend on when anyone looked.
 */
export function noticePastDueInvoices(session: MockSession): void {
  const { db } = session;
  const now = clockNow(session.clock);
  const noticed = new Set(db.invoicePastDueNotices.map((row) => row.invoiceId));
  const fallen = db.invoices.filter((invoice) => {
    const due = Date.parse(invoice.dueDate);
    return invoice.balance > 0 && due > REFERENCE && due < now && !noticed.has(invoice.id);
  });
  if (fallen.length === 0) return;
  const managers = db.users
    .filter((user) => user.password !== undefined)
    .filter((user) => canDo({ ability: createUserAbility(db, user) }, 'update', 'Invoice'))
    .map((user) => user.id);
  const noticedAt = clockIso(session.clock);
  for (const invoice of fallen.toSorted((a, b) => a.dueDate.localeCompare(b.dueDate))) {
    db.invoicePastDueNotices.push({ invoiceId: invoice.id, noticedAt });
    raiseNotification(session, managers, {
      kind: 'invoicePastDue',
      params: { number: `#${invoice.id}` },
      record: { type: 'invoice', id: invoice.id },
      link: `/apps/invoices/preview/${invoice.id}`,
    });
  }
}

import type { Locator, Page } from '@playwright/test';
import { expect, type Api } from '../fixtures';
import { nextWrite } from '../helpers';

/** English texts of returns (`ecommerce.returns.*` in public/locales/en.json). */
export const returnTexts = {
  section: 'Returns',
  request: 'Request a return',
  accept: 'Accept and refund',
  refuse: 'Refuse',
  reason: { damaged: 'Arrived damaged', other: 'Other' },
  comment: 'Comment',
  status: { requested: 'Awaiting an answer', accepted: 'Accepted', refused: 'Refused' },
  refunded: (amount: string) => `Refunded: ${amount}`,
  /** The managers' notification's words before the order's number. */
  notification: 'Return requested for order',
  timeline: {
    requestReturn: 'Return requested',
    acceptReturn: 'Return accepted and refunded',
  },
} as const;

/**
 * The Returns section of an order's page, the buyer's or the managers': each request with its
 * state, and its buttons (the buyer's Request a return; a manager's Accept and Refuse), whose
 * dialogs open over the page.
 */
export class OrderReturns {
  constructor(readonly page: Page) {}

  get section(): Locator {
    return this.page.getByRole('region', { name: returnTexts.section });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** The request's state badge ("Awaiting an answer", "Accepted"…). */
  state(name: keyof typeof returnTexts.status): Locator {
    return this.section.getByText(returnTexts.status[name], { exact: true });
  }

  /**
   * The buyer asks: `quantities` by product name (the others 0), a reason, a comment; waits for
   * the request's answer.
   */
  async request(
    quantities: Record<string, number>,
    reason: keyof typeof returnTexts.reason,
    comment: string,
  ) {
    await this.section.getByRole('button', { name: returnTexts.request }).click();
    await expect(this.dialog).toBeVisible();
    for (const [name, qty] of Object.entries(quantities)) {
      await this.dialog.getByRole('textbox', { name, exact: true }).fill(String(qty));
    }
    await this.dialog.getByRole('radio', { name: returnTexts.reason[reason] }).check();
    await this.dialog.getByRole('textbox', { name: returnTexts.comment }).fill(comment);
    const answer = nextWrite(this.page, /^\/apps\/ecommerce\/orders\/\d+\/returns$/, 'POST');
    await this.dialog.getByRole('button', { name: returnTexts.request }).click();
    return answer;
  }

  /** A manager accepts the open request, the dialog naming the amount; waits for the step. */
  async accept(amount: string) {
    await this.section.getByRole('button', { name: returnTexts.accept }).click();
    await expect(this.dialog).toContainText(amount);
    const answer = nextWrite(this.page, /^\/apps\/ecommerce\/admin\/orders\/\d+\/steps$/, 'POST');
    await this.dialog.getByRole('button', { name: returnTexts.accept }).click();
    return answer;
  }
}

/** Takes the client's order `id` to delivered through the API, as the admin (`api` signs in). */
export async function deliverThroughApi(api: Api, id: number) {
  await api.signIn('admin');
  for (const step of [
    { action: 'pay' },
    { action: 'ship', carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
    { action: 'deliver' },
  ]) {
    const taken = await api.post(`/apps/ecommerce/admin/orders/${id}/steps`, step);
    expect(taken.status(), step.action).toBe(200);
  }
}

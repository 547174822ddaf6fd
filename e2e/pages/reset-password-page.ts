import type { Locator, Page, Response } from '@playwright/test';
import { expect, type MockApi } from '../fixtures';
import { nextWrite, pageLoad, pathIs } from '../helpers';

/**
 * English texts of a forgotten password (`auth.forgot.*`, `auth.reset.*`, `password.*` and the
 * link's refusals `auth.errors.resetLink*` in public/locales/en.json).
 */
export const resetTexts = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot your password?',
  email: 'Email',
  send: 'Send the link',
  sent: 'Check your mail',
  mailSubject: 'Reset your password',
  resetTitle: 'Choose a new password',
  newPassword: 'New password',
  confirmation: 'Confirm the new password',
  setPassword: 'Set the new password',
  changed: 'Your password was changed. Sign in with the new one.',
  tooShort: 'The password must be at least 8 characters long.',
  used: 'This link has already been used. Ask for a new one if you need to.',
  expired: 'This link has expired: links work for 30 minutes. Ask for a new one.',
  invalid: 'This link is not valid, or a newer one replaced it. Ask for a new link.',
  askAgain: 'Ask for a new link',
  backToSignIn: 'Back to sign-in',
} as const;

/**
 * A label as the field's accessible name reads it: a required field's ends with Mantine's
 * asterisk ("New password *"), so `getByLabel(text, { exact: true })` never matches it. This
 * matches the text with or without the asterisk, and nothing longer.
 */
function fieldName(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\s*\\*)?$`);
}

/**
 * A forgotten password, start to end: the request on `/forgot-password`, the link the mock
 * mailed (`mockApi.outbox`), the new password on `/reset-password?token=…` and what a link that
 * cannot be used says instead of the form.
 */
export class ResetPasswordPage {
  constructor(readonly page: Page) {}

  get forgotHeading(): Locator {
    return this.page.getByRole('heading', { name: resetTexts.forgotTitle, level: 1 });
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: resetTexts.resetTitle, level: 1 });
  }

  /** The new password (a password field: no textbox role, found by its label). */
  get password(): Locator {
    return this.page.getByLabel(fieldName(resetTexts.newPassword));
  }

  /** The new password again. */
  get confirmation(): Locator {
    return this.page.getByLabel(fieldName(resetTexts.confirmation));
  }

  get submit(): Locator {
    return this.page.getByRole('button', { name: resetTexts.setPassword });
  }

  /** What the page says in place of the form for a used, expired or unknown link. */
  get refusal(): Locator {
    return this.page.getByRole('alert');
  }

  /** "Ask for a new link", under a refusal: back to `/forgot-password`. */
  get askAgain(): Locator {
    return this.page.getByRole('link', { name: resetTexts.askAgain });
  }

  /**
   * Asks for a reset link for `email` as a user does: from sign-in's "Forgot password?" (or
   * straight on `/forgot-password` with `from: 'direct'`), then Send the link; returns once the
   * page says to check the mail. The mock answers the same for any address.
   */
  async requestLink(email: string, { from = 'login' }: { from?: 'login' | 'direct' } = {}) {
    if (from === 'login') {
      await this.page.goto('/login');
      await this.page.getByRole('link', { name: resetTexts.forgotLink }).click();
    } else {
      await this.page.goto('/forgot-password');
    }
    await expect(this.forgotHeading).toBeVisible(pageLoad);
    await this.page.getByRole('textbox', { name: fieldName(resetTexts.email) }).fill(email);
    const sent = nextWrite(this.page, '/jwt/forgot-password', 'POST');
    await this.page.getByRole('button', { name: resetTexts.send }).click();
    expect((await sent).status(), 'POST /jwt/forgot-password').toBe(204);
    await expect(this.page.getByRole('status').getByText(resetTexts.sent)).toBeVisible();
  }

  /**
   * The link of the latest reset mail the mock sent to `email` in this test's session, as a path
   * on the app (`/reset-password?token=…`), to open with `open(link)`: again later for a used one.
   */
  static async mailedLink(mockApi: MockApi, email: string): Promise<string> {
    const mails = (await mockApi.outbox(email)).filter(
      (mail) => mail.subject === resetTexts.mailSubject,
    );
    const link = mails.at(-1)?.link;
    expect(link, `a reset mail to ${email} in the outbox`).toEqual(expect.any(String));
    const url = new URL(link ?? '');
    return `${url.pathname}${url.search}`;
  }

  /**
   * Opens a reset link and waits until the page has checked it: the form for a usable link, the
   * refusal for another. Returns which it showed.
   */
  async open(link: string): Promise<'form' | 'refused'> {
    await this.page.goto(link);
    await expect(this.heading).toBeVisible(pageLoad);
    await expect(this.submit.or(this.refusal)).toBeVisible(pageLoad);
    return (await this.refusal.isVisible()) ? 'refused' : 'form';
  }

  /** Opens the latest link mailed to `email` (`mailedLink` then `open`); returns the link. */
  async openFromOutbox(mockApi: MockApi, email: string): Promise<string> {
    const link = await ResetPasswordPage.mailedLink(mockApi, email);
    expect(await this.open(link), `the reset link ${link} shows the form`).toBe('form');
    return link;
  }

  /** Types the new password, and again (`confirmation` when it should differ). */
  async fill(password: string, confirmation = password) {
    await this.password.fill(password);
    await this.confirmation.fill(confirmation);
  }

  /**
   * Types the new password twice and sets it; returns the answer of `POST /jwt/reset-password`.
   * A password the rules refuse is never sent: for that, `fill`, `submit.click()` and the field's
   * description (`toHaveAccessibleDescription`), which says the rule.
   */
  async setPassword(password: string, confirmation = password): Promise<Response> {
    await this.fill(password, confirmation);
    const answer = nextWrite(this.page, '/jwt/reset-password', 'POST');
    await this.submit.click();
    return answer;
  }

  /** After a reset: the sign-in page, saying the password was changed. */
  async expectChanged() {
    await expect(this.page).toHaveURL(pathIs('/login'), pageLoad);
    await expect(this.page.getByText(resetTexts.changed)).toBeVisible();
  }
}

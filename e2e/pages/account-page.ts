import type { Locator, Page } from '@playwright/test';
import { expect, type Role } from '../fixtures';
import {
  escapeRegExp,
  expectToastAfter,
  nextWrite,
  openSignedIn,
  pageLoad,
  userMenuName,
} from '../helpers';

/** English texts of My account (`account.*` in public/locales/en.json). */
export const accountTexts = {
  heading: 'My account',
  profileTab: 'Profile',
  securityTab: 'Security',
  activityTab: 'Activity',
  yourActivity: 'Your latest activity',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  language: 'Language',
  timeZone: 'Time zone',
  uploadPhoto: 'Upload photo',
  save: 'Save changes',
  saved: 'Profile saved.',
  currentPassword: 'Current password',
  wrongPassword: 'This is not your current password.',
  emailPendingSaved: (email: string) =>
    `Profile saved. To use ${email}, open the link we mailed to it.`,
  emailPending: 'Your new email address is not confirmed yet',
  resendLink: 'Send the link again',
  linkSent: 'A new link is on its way.',
  cancelEmailChange: 'Cancel the change',
  emailChangeCancelled: 'Change of email cancelled. Your account keeps its address.',
  sessionsHeading: 'Where you are signed in',
  thisBrowser: 'This browser',
  signOutOthers: 'Sign out all others',
  signOutOthersTitle: 'Sign out every other session?',
  othersEnded: 'Your other sessions were signed out.',
  signOutOne: (device: string) => `Sign out ${device}`,
  twoStepHeading: 'Two-step sign-in',
  setUpTwoStep: 'Set up two-step sign-in',
  qrCode: 'QR code for your authenticator app',
  appCode: 'Code from the app',
  turnOn: 'Turn on',
  twoStepOn: 'Two-step sign-in is on.',
  codesSaved: 'I have saved them',
  recoveryCodes: 'Your recovery codes',
  codesLeft: (count: number) => `${count} recovery codes left`,
} as const;

/** My account (`/account`): its tabs (Profile, Security, Activity…), the tab in the URL. */
export class AccountPage {
  constructor(readonly page: Page) {}

  /** Opens My account signed in as `role`, on `tab` (Profile by default). */
  async open(role: Role, tab: 'profile' | 'security' = 'profile') {
    await openSignedIn(this.page, tab === 'profile' ? '/account' : '/account?tab=security', role);
    await expect(this.heading).toBeVisible(pageLoad);
  }

  /** Opens it as a user would: the user menu's My account. */
  async openFromUserMenu(role: Role) {
    await this.page.getByRole('button', { name: userMenuName(role) }).click();
    await this.page.getByRole('menuitem', { name: accountTexts.heading }).click();
    await expect(this.heading).toBeVisible(pageLoad);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: accountTexts.heading, level: 1 });
  }

  /** The link to a section (Profile, Security, Activity); the open one is `aria-current="page"`. */
  tab(name: 'profile' | 'security' | 'activity'): Locator {
    const names = {
      profile: accountTexts.profileTab,
      security: accountTexts.securityTab,
      activity: accountTexts.activityTab,
    };
    return this.page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: names[name] });
  }

  /** The Activity tab's entries, newest first ("Updated · Ada Admin"). */
  get activity(): Locator {
    return this.page.getByRole('list', { name: accountTexts.yourActivity }).getByRole('listitem');
  }

  /** A profile field by its label (a required one's label ends with its asterisk). */
  field(label: string): Locator {
    return this.page.getByRole('main').getByLabel(new RegExp(`^${escapeRegExp(label)}`));
  }

  /** The profile's avatar preview (its alt text is the name). */
  avatar(name: string): Locator {
    return this.page.getByRole('main').getByRole('img', { name });
  }

  /** Picks an image from disk for the avatar and waits for the resized preview. */
  async uploadAvatar(file: { name: string; mimeType: string; buffer: Buffer }, name: string) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: accountTexts.uploadPhoto }).click();
    await (await chooser).setFiles(file);
    await expect(this.avatar(name)).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  }

  /** Saves the profile; returns the PATCH's answer once the success toast shows. */
  async save() {
    const saved = nextWrite(this.page, '/api/account', 'PATCH');
    await expectToastAfter(this.page, accountTexts.saved, () =>
      this.page.getByRole('button', { name: accountTexts.save }).click(),
    );
    return saved;
  }

  /** The profile's current password, which shows under the email while the email changes. */
  get currentPassword(): Locator {
    return this.field(accountTexts.currentPassword);
  }

  /** The profile's note that a change of email waits for the link mailed to the new address. */
  get emailPending(): Locator {
    return this.page.getByRole('alert', { name: accountTexts.emailPending });
  }

  /**
   * Asks to change the email as a user would: the new address, then the current password, and
   * Save. Returns the PATCH's answer once the toast shows (a change waits for its link).
   */
  async changeEmail(email: string, password: string) {
    await this.field(accountTexts.email).fill(email);
    await this.currentPassword.fill(password);
    const saved = nextWrite(this.page, '/api/account', 'PATCH');
    await expectToastAfter(this.page, accountTexts.emailPendingSaved(email), () =>
      this.page.getByRole('button', { name: accountTexts.save }).click(),
    );
    return saved;
  }

  /** The sessions list of the Security tab. */
  get sessions(): Locator {
    return this.page
      .getByRole('list', { name: accountTexts.sessionsHeading })
      .getByRole('listitem');
  }

  /** The Security tab's two-step sign-in section. */
  get twoStep(): Locator {
    return this.page.getByRole('region', { name: accountTexts.twoStepHeading });
  }

  /** The open dialog (two-step setup, turning it off, new recovery codes). */
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /**
   * Turns two-step sign-in on as a user would, the code typed from the app (`appCode` stands for
   * the phone: it reads the code for the secret being set up); returns the recovery codes shown.
   */
  async turnOnTwoStep(appCode: () => Promise<string>): Promise<string[]> {
    await this.twoStep.getByRole('button', { name: accountTexts.setUpTwoStep }).click();
    await expect(this.dialog.getByRole('img', { name: accountTexts.qrCode })).toBeVisible();
    await this.dialog.getByRole('textbox', { name: accountTexts.appCode }).fill(await appCode());
    await expectToastAfter(this.page, accountTexts.twoStepOn, () =>
      this.dialog.getByRole('button', { name: accountTexts.turnOn }).click(),
    );
    const codes = this.dialog
      .getByRole('list', { name: accountTexts.recoveryCodes })
      .getByRole('listitem');
    await expect(codes).toHaveCount(10);
    return codes.allInnerTexts();
  }

  /** Sign out all others (and confirm), waiting for the server and the toast. */
  async signOutOthers() {
    const done = nextWrite(this.page, '/api/account/sessions/sign-out-others', 'POST');
    await this.page.getByRole('button', { name: accountTexts.signOutOthers }).click();
    // It asks first; the dialog's own button confirms.
    const confirm = this.page.getByRole('dialog', { name: accountTexts.signOutOthersTitle });
    await expectToastAfter(this.page, accountTexts.othersEnded, () =>
      confirm.getByRole('button', { name: accountTexts.signOutOthers }).click(),
    );
    expect((await done).status(), 'POST /api/account/sessions/sign-out-others').toBe(204);
  }
}

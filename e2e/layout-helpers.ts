import { readFileSync } from 'node:fs';
import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { Locator, Page } from '@playwright/test';
import { appRegistry } from '../src/app/app-registry';
import type { AppManifest, NavPage } from '../src/components/layout/nav-types';
import { seedRoles } from '../src/mocks/seed/auth-seed';
import { expect, type Role, type UserData } from './fixtures';
import { en, pageLoad, text, type Dictionary } from './helpers';

/** The menu groups, in menu order, with their English headers (`nav.groups.*` in en.json). */
export const menuGroups = [
  { key: 'dashboards', header: 'Dashboards' },
  { key: 'apps', header: 'Apps' },
  { key: 'pages', header: 'Pages' },
  { key: 'settings', header: 'Settings' },
] as const satisfies readonly { key: AppManifest['group']; header: string }[];

export type MenuPage = { title: string; path: string };
export type MenuSection = { header: string; pages: MenuPage[] };

type Ability = MongoAbility;

/** The account's rules as the API sent them at sign-in (`userData.ability`). */
export function abilityOf(user: UserData): Ability {
  return createMongoAbility(user.ability as RawRuleOf<Ability>[]);
}

/**
 * The rules a demo account's role has in the seed (src/mocks/seed/auth-seed.ts), known before any
 * test runs: what a spec needs to make one test per page. The server sends the same rules at
 * sign-in (`userData.ability`), the `${user.id}` placeholders filled in.
 */
export function seededAbility(role: Role): Ability {
  const rules = seedRoles().find((candidate) => candidate.name === role)?.rules ?? [];
  return createMongoAbility(rules as RawRuleOf<Ability>[]);
}

/** The English dictionary, read from the sources (public/locales/en.json) when tests are listed. */
export function englishDictionary(): Dictionary {
  const file = new URL('../public/locales/en.json', import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Dictionary;
}

/**
 * The menu an account should see, computed without looking at the page: every page of the apps
 * this build registers (src/app/app-registry.ts: which apps exist, with their subject and group)
 * that the account's own rules allow, titled with the English dictionary, under its group.
 */
export function expectedMenu(user: UserData, english: Dictionary) {
  return menuOf(abilityOf(user), english);
}

/** The menu of the given rules (see `expectedMenu`). */
export function menuOf(ability: Ability, english: Dictionary) {
  const allowed = (page: NavPage) => ability.can(page.action ?? 'read', page.subject);
  const toPage = (page: NavPage): MenuPage => ({
    title: text(english, page.titleKey),
    path: page.path,
  });
  const sections: MenuSection[] = menuGroups
    .map((group) => ({
      header: group.header,
      pages: appRegistry
        .filter((app) => app.group === group.key)
        .flatMap((app) =>
          app.children?.length
            ? app.children.filter(allowed).map(toPage)
            : allowed(app)
              ? [toPage(app)]
              : [],
        ),
    }))
    .filter((section) => section.pages.length > 0);
  return { sections, pages: sections.flatMap((section) => section.pages) };
}

/**
 * The app's navbar landmark. The customizer drawer has a `<header>` (a banner) of its own, so
 * while it is open the navbar is the banner that is not the drawer's.
 */
export function appNavbar(page: Page): Locator {
  return page
    .getByRole('banner')
    .filter({ hasNot: page.getByRole('button', { name: en.closeCustomizer }) });
}

/** Opens the customizer from the navbar (or the floating controls) and returns its dialog. */
export async function openCustomizer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: en.openCustomizer }).click();
  const dialog = page.getByRole('dialog', { name: en.customizerTitle });
  // The customizer and the drawer's code load on its first opening.
  await expect(dialog).toBeVisible(pageLoad);
  return dialog;
}

/** Picks `option` in the customizer's radio group `group`, as a user clicks its label. */
export async function choose(dialog: Locator, group: string, option: string) {
  const radios = dialog.getByRole('radiogroup', { name: group });
  await radios.getByText(option, { exact: true }).click();
  await expect(radios.getByRole('radio', { name: option, exact: true })).toBeChecked();
}

/** Closes the customizer with Esc. */
export async function closeCustomizer(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: en.customizerTitle })).toBeHidden();
}

/** How opaque an element is on screen: its opacity times every ancestor's. */
export function effectiveOpacity(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });
}

/** Relative luminance (0 black … 1 white) of the background an element is painted on. */
export function backgroundLuminance(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(
        getComputedStyle(node).backgroundColor,
      );
      if (!match || match[4] === '0') continue;
      const [r, g, b] = [match[1], match[2], match[3]].map((channel) => {
        const value = Number(channel) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    }
    return 1;
  });
}

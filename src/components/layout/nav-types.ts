import type { ComponentType } from 'react';
import type { MantineColor } from '@mantine/core';
import type { Action, Subject } from '@/lib/ability/ability-schemas';
import type { FeatureId } from '@/lib/features/feature-ids';
import type { AppIconName } from './app-icons';

export type NavGroup = 'dashboards' | 'apps' | 'pages' | 'settings';
export const navGroups: readonly NavGroup[] = ['dashboards', 'apps', 'pages', 'settings'];

export type NavIcon = ComponentType<{
  size?: number | string;
  stroke?: number;
  'aria-hidden'?: boolean;
}>;

/** A small label next to a menu entry: an i18n key (`nav.badges.new`) or a plain number. */
export type NavBadge = { label: string; color: MantineColor };

/** One page of an app: it is shown, and can be opened, only with `action` on `subject`. */
export type NavPage = {
  id: string;
  path: string;
  titleKey: string;
  subject: Subject;
  /**
   * What the backend must serve for the page to show (config.json's `features`,
   * docs/running.md): the app's own, or a feature of its own inside the app.
   */
  feature: FeatureId;
  /**
   * The page's calls, as the contract's operation ids, when it is a feature of its own (the
   * app's `operations` hold the rest).
   */
  operations?: readonly string[];
  /** Default `read`. */
  action?: Action;
  badge?: NavBadge;
  /**
   * Where this page's records live when not under its path (the shop's products at
   * `/apps/ecommerce/products/…`): there, the page is the current menu item and the record's
   * breadcrumb follows the page's.
   */
  recordPaths?: readonly string[];
};

/**
 * What an app tells the layout about itself (`apps/<app>/<app>-manifest.ts`). With `children`,
 * the entry is a parent in the menus and `path` is where its own link goes (usually the first child).
 */
export type AppManifest = NavPage & {
  /** Its icon's name (`AppIcon`): a name, so that the manifest brings no icon's code with it. */
  icon: AppIconName;
  group: NavGroup;
  children?: readonly NavPage[];
  /**
   * Every API operation the app's screens call (the contract's operation ids, its
   * `docs/openapi.json` `operationId`s), another app's included: the backend serves these for
   * the app to work (docs/connect-a-backend.md; checked by src/app/features.test.ts).
   */
  operations: readonly string[];
  /** Operations of the app's group that no screen calls yet: a backend serving the app serves them. */
  alsoServes?: readonly string[];
};

/** A manifest as the current user sees it: only the children they may open. */
export type NavEntry = Omit<AppManifest, 'children'> & { children: readonly NavPage[] };
export type NavSection = { group: NavGroup; entries: readonly NavEntry[] };

/**
 * Where a page outside the menu sits, for its breadcrumb (the route's `staticData.crumb`): below
 * the menu page at `under` (the checkout after the cart: Apps › E-commerce › Cart › Checkout), or
 * below Home (`'home'`: the user menu's pages, Home › My account).
 */
export type OffMenuCrumb = { titleKey: string; under: 'home' | string };

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    crumb?: OffMenuCrumb;
  }
}

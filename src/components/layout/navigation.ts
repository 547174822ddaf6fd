import type { AppAbility } from '@/lib/ability/ability';
import { useRouterState } from '@tanstack/react-router';
import { useAbility } from '@/lib/ability/can';
import { featureServed } from '@/lib/features/feature-served';
import {
  navGroups,
  type AppManifest,
  type NavEntry,
  type NavPage,
  type NavSection,
} from './nav-types';

const allowed = (ability: AppAbility, page: NavPage) =>
  featureServed(page.feature) && ability.can(page.action ?? 'read', page.subject);

/**
 * The menu the user may see: entries they cannot open, or whose feature the backend does not
 * serve (config.json's `features`), are dropped, a parent stays while one of
 * its children is allowed, and a group with nothing left is dropped. One function feeds the
 * vertical and horizontal menus, the search and the breadcrumbs.
 */
export function visibleNavigation(
  manifests: readonly AppManifest[],
  ability: AppAbility,
): NavSection[] {
  return navGroups
    .map((group) => ({
      group,
      entries: manifests
        .filter((manifest) => manifest.group === group)
        .flatMap((manifest): NavEntry[] => {
          if (!featureServed(manifest.feature)) return [];
          const children = (manifest.children ?? []).filter((child) => allowed(ability, child));
          if (manifest.children?.length ? children.length === 0 : !allowed(ability, manifest)) {
            return [];
          }
          return [{ ...manifest, children }];
        }),
    }))
    .filter((section) => section.entries.length > 0);
}

/** Every page the user may open, flattened (parents with children count through their children). */
export function visiblePages(sections: readonly NavSection[]): NavPage[] {
  return sections.flatMap((section) =>
    section.entries.flatMap((entry) => (entry.children.length > 0 ? entry.children : [entry])),
  );
}

const matches = (path: string, pathname: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

/**
 * `pathname` is the page's or one of its records' (`recordPaths`: below the path, not the path
 * itself, which may be another page's: the shop's products under the Products list).
 */
const within = (page: NavPage, pathname: string) =>
  matches(page.path, pathname) ||
  (page.recordPaths ?? []).some((path) => pathname.startsWith(`${path}/`));

/** Where `pathname` sits in the menu: its group, its entry and, when nested, its page. */
export function navigationTrail(
  sections: readonly NavSection[],
  pathname: string,
): { group: NavSection['group']; entry: NavEntry; page?: NavPage } | null {
  for (const section of sections) {
    for (const entry of section.entries) {
      const page = entry.children.find((child) => within(child, pathname));
      if (page) return { group: section.group, entry, page };
      if (within(entry, pathname)) return { group: section.group, entry };
    }
  }
  return null;
}

/**
 * The user's navigation. `useAbility` re-renders on every rules update (sign-in, a refresh that
 * brings a new role), and filtering a few dozen entries is cheaper than memoising it.
 */
export function useNavigation(manifests: readonly AppManifest[]): NavSection[] {
  return visibleNavigation(manifests, useAbility());
}

/**
 * The user's navigation and where the current URL sits in it: its trail, and the id of the
 * menu item to mark active (the nested page, else the entry).
 */
export function useCurrentNavigation(manifests: readonly AppManifest[]) {
  const sections = useNavigation(manifests);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const trail = navigationTrail(sections, pathname);
  return { sections, trail, activeId: trail ? (trail.page ?? trail.entry).id : undefined };
}

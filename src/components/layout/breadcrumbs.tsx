import { memo, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '@/components/navigation/links';
import type { AppManifest, OffMenuCrumb } from './nav-types';
import { navigationTrail, useCurrentNavigation } from './navigation';
import classes from './breadcrumbs.module.css';

type Crumb = { key: string; label: ReactNode; to?: string };

/**
 * The crumb of the record the page shows, after its menu page's (Shop › the product's name): what
 * the deepest route's loader answers as `crumb`, or "Not found" when that route found nothing.
 */
function useRecordCrumb(): { notFound: true } | { label: string } | null {
  return useMatches({
    select: (matches) => {
      const last = matches.at(-1);
      if (!last) return null;
      if (last.status === 'notFound') return { notFound: true } as const;
      const data: unknown = last.loaderData;
      if (typeof data === 'object' && data !== null && 'crumb' in data) {
        return typeof data.crumb === 'string' ? { label: data.crumb } : null;
      }
      return null;
    },
    structuralSharing: true,
  });
}

const exactPath = { exact: true } as const;

/** The crumb of a page outside the menu: its route's `staticData.crumb`. */
function useOffMenuCrumb(): OffMenuCrumb | null {
  return useMatches({
    select: (matches) => matches.at(-1)?.staticData.crumb ?? null,
    structuralSharing: true,
  });
}

/**
 * Where the current page sits in the menu: group › entry › page. The last crumb is the current
 * page; the group has no page of its own, so it is plain text. Hidden below md, where the
 * navbar has no room for it, and below xl only the page and its parent show. A page outside the
 * menu says where it sits (`OffMenuCrumb`). Short of room, the crumbs before the last are
 * shortened first; the last is whole (a long record name is cut only past 16rem).
 */
export const Breadcrumbs = memo(function Breadcrumbs({
  manifests,
}: {
  manifests: readonly AppManifest[];
}) {
  const { t } = useTranslation();
  const { sections, trail: menuTrail } = useCurrentNavigation(manifests);
  const record = useRecordCrumb();
  const offMenu = useOffMenuCrumb();
  // A page outside the menu follows the menu page it comes after; none (or Home) starts at Home.
  const trail =
    menuTrail ??
    (offMenu && offMenu.under !== 'home' ? navigationTrail(sections, offMenu.under) : null);
  if (!trail && !offMenu) return null;

  const crumbs: Crumb[] = trail
    ? [
        { key: 'group', label: t(`nav.groups.${trail.group}`) },
        { key: trail.entry.id, label: t(trail.entry.titleKey), to: trail.entry.path },
      ]
    : [{ key: 'home', label: t('layout.home'), to: '/' }];
  if (trail?.page) {
    crumbs.push({
      key: `page-${trail.page.id}`,
      label: t(trail.page.titleKey),
      // Below a record's or another page's crumb, the page is a way back to it.
      to: record || (offMenu && !menuTrail) ? trail.page.path : undefined,
    });
  }
  if (offMenu && !menuTrail) {
    crumbs.push({ key: 'off-menu', label: t(offMenu.titleKey) });
  } else if (record) {
    const label = 'label' in record ? record.label : t('layout.breadcrumbNotFound');
    // A record's name is data: isolated, so it reads in its own direction.
    crumbs.push({ key: 'record', label: <bdi>{label}</bdi> });
  }

  return (
    <Box
      component="nav"
      aria-label={t('layout.breadcrumbs')}
      className={classes.breadcrumbs}
      visibleFrom="md"
    >
      <ol className={classes.list}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.key} className={classes.item}>
              {index > 0 ? (
                <IconChevronRight
                  size={14}
                  aria-hidden
                  className={`${classes.separator} app-flip-rtl`}
                />
              ) : null}
              {last ? (
                <span aria-current="page" className={`${classes.label} ${classes.current}`}>
                  {crumb.label}
                </span>
              ) : crumb.to ? (
                // Exact: the router would mark the list's crumb current on its records' paths too.
                <AnchorLink
                  to={crumb.to}
                  activeOptions={exactPath}
                  className={`${classes.label} ${classes.link}`}
                >
                  {crumb.label}
                </AnchorLink>
              ) : (
                <span className={classes.label}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </Box>
  );
});

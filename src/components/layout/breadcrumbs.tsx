import { memo, type CSSProperties, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '@/components/navigation/links';
import type { AppManifest } from './nav-types';
import { useCurrentNavigation } from './navigation';
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

/**
 * Where the current page sits in the menu: group › entry › page. The last crumb is the current
 * page; the group has no page of its own, so it is plain text. Hidden below md, where the
 * navbar has no room for it. Short of room, the crumbs before the last are shortened first; the
 * last is whole (a long record name is cut only past 16rem).
 */
const exactPath = { exact: true } as const;

export const Breadcrumbs = memo(function Breadcrumbs({
  manifests,
}: {
  manifests: readonly AppManifest[];
}) {
  const { t } = useTranslation();
  const { trail } = useCurrentNavigation(manifests);
  const record = useRecordCrumb();
  if (!trail) return null;

  const crumbs: Crumb[] = [
    { key: 'group', label: t(`nav.groups.${trail.group}`) },
    { key: trail.entry.id, label: t(trail.entry.titleKey), to: trail.entry.path },
  ];
  if (trail.page) {
    crumbs.push({
      key: `page-${trail.page.id}`,
      label: t(trail.page.titleKey),
      // Below a record's crumb, the page is a way back to it.
      to: record ? trail.page.path : undefined,
    });
  }
  if (record) {
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
      <ol
        className={classes.list}
        style={{ '--crumbs-before': crumbs.length - 1 } as CSSProperties}
      >
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

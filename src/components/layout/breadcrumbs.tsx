import { memo } from 'react';
import { Box } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '@/components/navigation/links';
import type { AppManifest } from './nav-types';
import { useCurrentNavigation } from './navigation';
import classes from './breadcrumbs.module.css';

type Crumb = { key: string; label: string; to?: string };

/**
 * Where the current page sits in the menu: group › entry › page. The last crumb is the current
 * page; the group has no page of its own, so it is plain text. Hidden below md, where the
 * navbar has no room for it.
 */
export const Breadcrumbs = memo(function Breadcrumbs({
  manifests,
}: {
  manifests: readonly AppManifest[];
}) {
  const { t } = useTranslation();
  const { trail } = useCurrentNavigation(manifests);
  if (!trail) return null;

  const crumbs: Crumb[] = [
    { key: 'group', label: t(`nav.groups.${trail.group}`) },
    { key: trail.entry.id, label: t(trail.entry.titleKey), to: trail.entry.path },
  ];
  if (trail.page) crumbs.push({ key: `page-${trail.page.id}`, label: t(trail.page.titleKey) });

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
                <span aria-current="page" className={classes.current}>
                  {crumb.label}
                </span>
              ) : crumb.to ? (
                <AnchorLink to={crumb.to} className={classes.link}>
                  {crumb.label}
                </AnchorLink>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </Box>
  );
});

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NavBadge } from './nav-types';

/** A menu entry's badge: a count is shown as is, anything else is an i18n key. */
export function NavBadgeLabel({ badge }: { badge: NavBadge }) {
  const { t } = useTranslation();
  const label = /^\d+$/.test(badge.label) ? badge.label : t(badge.label);
  return (
    <Badge size="sm" radius="xl" variant="filled" color={badge.color}>
      {label}
    </Badge>
  );
}

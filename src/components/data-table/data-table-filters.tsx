import { useState, type ReactNode } from 'react';
import { FiltersButton } from '@/components/forms/filters-button';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';

/** The URL's list state that is not a filter: paging, the search box, the sort, the view. */
const TABLE_STATE_KEYS = new Set(['page', 'perPage', 'q', 'sort', 'sortColumn', 'virtual']);

/**
 * How many filters a list's URL sets: each parameter beyond the table's own state that has a
 * value (a range's two ends count as two).
 */
export function countActiveFilters(search: object): number {
  let count = 0;
  for (const [key, value] of Object.entries(search)) {
    if (!TABLE_STATE_KEYS.has(key) && value !== undefined && value !== '') count += 1;
  }
  return count;
}

/**
 * The list's filter card. On a phone it starts folded behind a Show filters button, so the list
 * opens on its rows rather than on a screenful of fields; the button says how many filters are
 * set, so a folded card never hides why rows are missing. From `sm` up it is always open and the
 * button is not there (both by CSS, so the first paint is right at every width).
 */
export function DataTableFilters({
  id,
  active,
  children,
}: {
  id: string;
  /** The number of filters set (`countActiveFilters`). */
  active: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const bodyId = `${id}-filters`;
  return (
    <div className={classes.filters}>
      <FiltersButton
        hiddenFrom="sm"
        variant="default"
        size="xs"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((shown) => !shown)}
        label={t(open ? 'common.filters.hide' : 'common.filters.show')}
        active={active}
      />
      <div id={bodyId} className={classes.filtersBody} data-open={open || undefined}>
        {children}
      </div>
    </div>
  );
}

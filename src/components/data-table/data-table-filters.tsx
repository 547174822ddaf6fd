import { useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';

/**
 * The list's filter card. On a phone it starts folded behind a Show filters button, so the list
 * opens on its rows rather than on a screenful of fields; from `sm` up it is always open and the
 * button is not there (both by CSS, so the first paint is right at every width).
 */
export function DataTableFilters({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const bodyId = `${id}-filters`;
  return (
    <div className={classes.filters}>
      <Button
        hiddenFrom="sm"
        variant="default"
        size="xs"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t(open ? 'common.filters.hide' : 'common.filters.show')}
      </Button>
      <div id={bodyId} className={classes.filtersBody} data-open={open || undefined}>
        {children}
      </div>
    </div>
  );
}

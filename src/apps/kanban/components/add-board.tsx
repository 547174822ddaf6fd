import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './kanban.module.css';

// The form (and @mantine/form) loads when it opens.
const AddBoardForm = lazy(() =>
  import('./board-forms').then((module) => ({ default: module.AddBoardForm })),
);

/** The last column: a button that becomes the new board's title field. */
export function AddBoard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className={classes.addColumn}>
      {open ? (
        <Suspense fallback={null}>
          <AddBoardForm onClose={() => setOpen(false)} />
        </Suspense>
      ) : (
        <Button
          variant="light"
          fullWidth
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setOpen(true)}
        >
          {t('kanban.actions.addBoard')}
        </Button>
      )}
    </div>
  );
}

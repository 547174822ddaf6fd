import { useState } from 'react';
import { Button, Group, Paper, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { useAddBoard } from '../api/board-writes';
import { boardInputSchema } from '../api/kanban-schemas';
import classes from './kanban.module.css';

/** The last column: a button that becomes the new board's title field. */
export function AddBoard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const addBoard = useAddBoard();
  const form = useAppForm<{ title: string }>(boardInputSchema, {
    initialValues: { title: '' },
  });
  const close = () => {
    setOpen(false);
    form.reset();
    form.clearFailure();
  };
  return (
    <div className={classes.addColumn}>
      {open ? (
        <Paper radius="md" p="sm" className={classes.columnInner}>
          <form noValidate onSubmit={form.submitWith(addBoard, (values) => values, close)}>
            <TextInput
              label={t('kanban.board.newTitle')}
              placeholder={t('kanban.board.newPlaceholder')}
              required
              autoFocus
              onKeyDown={(event) => {
                if (event.key === 'Escape') close();
              }}
              {...form.getInputProps('title')}
            />
            <FormError error={form.failure} />
            <Group gap="xs" mt="sm">
              <Button type="submit" size="xs" loading={addBoard.isPending}>
                {t('kanban.actions.addBoard')}
              </Button>
              <Button size="xs" variant="default" onClick={close}>
                {t('common.actions.cancel')}
              </Button>
            </Group>
          </form>
        </Paper>
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

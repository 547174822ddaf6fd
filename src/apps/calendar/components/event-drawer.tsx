import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { SideDrawer } from '@/components/overlays/side-drawer';
import { useShownWhileClosing } from '@/components/overlays/use-shown-while-closing';
import { useTranslation } from 'react-i18next';
import { canOn } from '@/lib/ability/ability';
import { useAbility } from '@/lib/ability/can';
import { useAddEvent } from '../api/add-event';
import type { CalendarEvent } from '../api/calendar-schemas';
import { useRemoveEvent } from '../api/remove-event';
import { useUpdateEvent } from '../api/update-event';
import { DatesLocale } from '@/components/forms/dates-locale';
import { EventForm } from './event-form';
import type { PickedRange } from './event-times';

/** What the drawer shows: an event, or the add form (at a picked day or times). */
export type DrawerTarget =
  { kind: 'new'; range?: PickedRange } | { kind: 'event'; event: CalendarEvent };

/** Deletes at once and closes the drawer; the toast offers Undo until the call is made. */
function DeleteAction({ event, onDone }: { event: CalendarEvent; onDone: () => void }) {
  const { t } = useTranslation();
  const removeEvent = useRemoveEvent();
  return (
    <Button
      variant="light"
      color="red"
      leftSection={<IconTrash size={16} aria-hidden />}
      onClick={() => {
        removeEvent(event.id, t('calendar.notifications.deleted', { title: event.title }));
        onDone();
      }}
    >
      {t('calendar.actions.delete')}
    </Button>
  );
}

type EventDrawerProps = {
  /** Null closes the drawer. */
  target: DrawerTarget | null;
  onClose: () => void;
};

/**
 * Adds, edits or shows an event, from the end edge of the screen. Its content stays while it
 * slides out, so the closing drawer does not go blank.
 */
export function EventDrawer({ target, onClose }: EventDrawerProps) {
  const { t } = useTranslation();
  const ability = useAbility();
  const addEvent = useAddEvent();
  const updateEvent = useUpdateEvent();
  const shown = useShownWhileClosing(target);

  const event = shown?.kind === 'event' ? shown.event : null;
  const readOnly = event ? !canOn(ability, 'update', 'Calendar', event) : false;
  const deletable = event ? canOn(ability, 'delete', 'Calendar', event) : false;
  let title = t('calendar.drawer.add');
  if (event) title = readOnly ? t('calendar.drawer.view') : t('calendar.drawer.edit');

  return (
    <SideDrawer
      opened={target !== null}
      onClose={onClose}
      title={title}
      closeLabel={t('calendar.drawer.close')}
    >
      {shown ? (
        <DatesLocale>
          <EventForm
            // A fresh form for each event or picked range: its values start from there.
            key={
              event ? event.id : `new-${shown.kind === 'new' ? shown.range?.start.getTime() : ''}`
            }
            event={event}
            range={shown.kind === 'new' ? shown.range : undefined}
            readOnly={readOnly}
            saving={addEvent.isPending || updateEvent.isPending}
            onSave={(input) =>
              event
                ? updateEvent.mutateAsync({ id: event.id, ...input }).then(onClose)
                : addEvent.mutateAsync(input).then(onClose)
            }
            onCancel={onClose}
            actions={event && deletable ? <DeleteAction event={event} onDone={onClose} /> : null}
          />
        </DatesLocale>
      ) : null}
    </SideDrawer>
  );
}

import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import {
  eventFormSchema,
  type CalendarEvent,
  type EventFormValues,
  type EventInput,
} from '../api/calendar-schemas';
import { eventCalendars } from '../api/calendar-values';
import { useGuests } from '../api/get-guests';
import { fieldTimes, instantsOf, type PickedRange } from './event-times';

function initialValues(
  event: CalendarEvent | null,
  range: PickedRange | undefined,
): EventFormValues {
  if (event) {
    return {
      title: event.title,
      calendar: event.calendar,
      ...fieldTimes(event),
      allDay: event.allDay,
      url: event.url,
      guests: event.guests,
      location: event.location,
      description: event.description,
    };
  }
  return {
    title: '',
    calendar: 'Business',
    ...(range ? fieldTimes(range) : { start: '', end: '' }),
    allDay: range?.allDay ?? true,
    url: '',
    guests: [],
    location: '',
    description: '',
  };
}

function toInput(values: EventFormValues): EventInput {
  return {
    title: values.title.trim(),
    calendar: values.calendar,
    ...instantsOf(values.start, values.end, values.allDay),
    allDay: values.allDay,
    url: values.url.trim(),
    guests: values.guests,
    location: values.location.trim(),
    description: values.description,
  };
}

/** A field's value in the other kind: a day keeps its day, a time gets 09:00 (start) or 10:00. */
function switchKind(value: string, allDay: boolean, hour: string): string {
  if (value === '') return value;
  return allDay ? value.slice(0, 10) : `${value.slice(0, 10)}T${hour}`;
}

type EventFormProps = {
  /** Null for a new event. */
  event: CalendarEvent | null;
  /** Where a new event goes: the day clicked or the times dragged over. */
  range?: PickedRange;
  /** The user may look at the event but not change it (another's event, for a client). */
  readOnly: boolean;
  saving: boolean;
  /** Saves; rejects with the API error so the form can show it. */
  onSave: (input: EventInput) => Promise<unknown>;
  onCancel: () => void;
  /** The drawer's own actions (delete), at the end of the form. */
  actions?: ReactNode;
};

/**
 * The fields of an event. A failed save leaves every edit in place: field errors from the API go
 * by their fields, any other error shows above the buttons.
 */
export function EventForm({
  event,
  range,
  readOnly,
  saving,
  onSave,
  onCancel,
  actions,
}: EventFormProps) {
  const { t } = useTranslation();
  const form = useAppForm<EventFormValues>(eventFormSchema, {
    initialValues: initialValues(event, range),
  });
  const guests = useGuests();
  const values = form.getValues();
  const names = [
    ...new Set([...(guests.data ?? []).map((guest) => guest.fullName), ...values.guests]),
  ];
  const dateType = values.allDay ? 'date' : 'datetime-local';

  const submit = form.onSubmit(async (submitted) => {
    form.clearFailure();
    try {
      await onSave(toInput(submitted));
    } catch (error) {
      form.fail(error);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {readOnly ? (
          <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
            {t('calendar.readOnly')}
          </Alert>
        ) : null}
        <TextInput
          label={t('calendar.fields.title')}
          required
          readOnly={readOnly}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Select
          label={t('calendar.fields.calendar')}
          data={eventCalendars.map((calendar) => ({
            value: calendar,
            label: t(`calendar.calendars.${calendar}`),
          }))}
          allowDeselect={false}
          readOnly={readOnly}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('calendar')}
        />
        <Switch
          label={t('calendar.fields.allDay')}
          disabled={readOnly}
          {...form.getInputProps('allDay', { type: 'checkbox' })}
          onChange={(change) => {
            const allDay = change.currentTarget.checked;
            form.setValues({
              allDay,
              start: switchKind(values.start, allDay, '09:00'),
              end: switchKind(values.end, allDay, '10:00'),
            });
          }}
        />
        <Group grow align="flex-start">
          <TextInput
            type={dateType}
            label={t('calendar.fields.start')}
            required
            readOnly={readOnly}
            {...form.getInputProps('start')}
          />
          <TextInput
            type={dateType}
            label={t('calendar.fields.end')}
            required
            readOnly={readOnly}
            {...form.getInputProps('end')}
          />
        </Group>
        <TextInput
          type="url"
          label={t('calendar.fields.url')}
          placeholder="https://"
          readOnly={readOnly}
          {...form.getInputProps('url')}
        />
        <MultiSelect
          label={t('calendar.fields.guests')}
          placeholder={values.guests.length === 0 ? t('calendar.fields.pickGuests') : undefined}
          data={names}
          searchable
          nothingFoundMessage={t('calendar.fields.noGuest')}
          readOnly={readOnly}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('guests')}
        />
        <TextInput
          label={t('calendar.fields.location')}
          readOnly={readOnly}
          {...form.getInputProps('location')}
        />
        <Textarea
          label={t('calendar.fields.description')}
          autosize
          minRows={3}
          maxRows={8}
          readOnly={readOnly}
          {...form.getInputProps('description')}
        />
        <FormError error={form.failure} title={t('calendar.errors.saveFailed')} />
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            {readOnly ? null : (
              <Button type="submit" loading={saving}>
                {event ? t('calendar.actions.save') : t('calendar.actions.add')}
              </Button>
            )}
            <Button variant="default" onClick={onCancel}>
              {readOnly ? t('calendar.actions.close') : t('common.actions.cancel')}
            </Button>
          </Group>
          {actions}
        </Group>
      </Stack>
    </form>
  );
}

import { useId, useMemo } from 'react';
import { MultiSelect, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput, DateTimePicker, type DateFormatter } from '@mantine/dates';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '@/components/forms/conflict-notice';
import { ReadOnlyNote } from '@/components/feedback/read-only-note';
import { DrawerFormButtons, type DrawerFormProps } from '@/components/forms/drawer-form-buttons';
import { FormError } from '@/components/forms/form-error';
import { datePickerProps } from '@/components/forms/date-picker-props';
import { useAppForm } from '@/components/forms/use-app-form';
import {
  calendarEventSchema,
  eventFormSchema,
  type CalendarEvent,
  type EventFormValues,
  type EventInput,
} from '../api/calendar-schemas';
import { eventCalendars } from '../api/calendar-values';
import { useGuests } from '../api/list-event-guests';
import {
  eventFieldTimes,
  instantsOf,
  rangeFieldTimes,
  wallClockDate,
  type PickedRange,
} from './event-times';
import { dateTimeFormat, isolate } from '@/lib/i18n/formats';
import { useLastWriter } from '@/lib/events/last-writer';
import { pickerLabels } from './picker-labels';

/** An event's values as the form holds them: also how a conflict shows the event as it stands. */
function valuesOf(event: CalendarEvent): EventFormValues {
  return {
    title: event.title,
    calendar: event.calendar,
    ...eventFieldTimes(event),
    allDay: event.allDay,
    url: event.url,
    guests: event.guests,
    location: event.location,
    description: event.description,
  };
}

function initialValues(
  event: CalendarEvent | null,
  range: PickedRange | undefined,
): EventFormValues {
  if (event) return valuesOf(event);
  return {
    title: '',
    calendar: 'Business',
    ...(range ? rangeFieldTimes(range) : { start: '', end: '' }),
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
  return allDay ? value.slice(0, 10) : `${value.slice(0, 10)} ${hour}:00`;
}

/**
 * The pickers' texts in the interface language, from the browser's own formats (Intl): "Nov 10,
 * 2026, 9:00 AM" in English, "10.11.2026, 09:00" in German. A wall-clock value is a local time.
 */
function pickerFormats(language: string) {
  const day = dateTimeFormat(language, { dateStyle: 'medium' });
  const dateTime = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const hour12 = dateTimeFormat(language, { hour: 'numeric' }).resolvedOptions().hour12;
  const dayText: DateFormatter = ({ date }) =>
    typeof date === 'string' && date !== '' ? isolate(day.format(wallClockDate(date))) : '';
  const dateTimeText = (value: string) => isolate(dateTime.format(wallClockDate(value)));
  /** A start or an end as its picker shows it: a day alone for an all-day event. */
  const whenText = (value: string) =>
    value.length <= 10 ? isolate(day.format(wallClockDate(value))) : dateTimeText(value);
  return {
    dayText,
    dateTimeText,
    whenText,
    timeFormat: hour12 ? ('12h' as const) : ('24h' as const),
  };
}

/**
 * A field's value as the form shows it, for a conflict's choices: a date as its picker writes
 * it, a calendar by its label, the guests by name, All day or not. None and a text the notice
 * words itself.
 */
function describeValue(
  t: TFunction,
  formats: ReturnType<typeof pickerFormats>,
  language: string,
  field: string,
  value: unknown,
): string | undefined {
  if (field === 'allDay') return value === true ? t('calendar.fields.allDay') : '—';
  if (field === 'start' || field === 'end') return formats.whenText(String(value));
  if (field === 'calendar') return t(`calendar.calendars.${String(value)}`);
  if (field === 'guests' && Array.isArray(value)) {
    return new Intl.ListFormat(language, { type: 'conjunction' }).format(value.map(String));
  }
  return undefined;
}

type EventFormProps = DrawerFormProps & {
  /** Null for a new event. */
  event: CalendarEvent | null;
  /** Where a new event goes: the day clicked or the times dragged over. */
  range?: PickedRange;
  /** The user may look at the event but not change it (another's event, for a client). */
  readOnly: boolean;
  /**
   * Saves; rejects with the API error so the form can show it. An edit names the version the
   * form was loaded from (or the one a conflict showed): a changed event is refused (412).
   */
  onSave: (input: EventInput & { version?: number }) => Promise<unknown>;
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
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const formats = useMemo(() => pickerFormats(language), [language]);
  const pickerId = useId();
  const writer = useLastWriter('calendar');
  const form = useAppForm<EventFormValues, CalendarEvent>(eventFormSchema, {
    initialValues: initialValues(event, range),
    // `event` is the calendar's, which the live stream keeps fresh: someone else's change
    // shows at once, before the user saves.
    versioned: event
      ? {
          version: event.version,
          record: calendarEventSchema,
          toValues: valuesOf,
          current: event,
          writer,
        }
      : undefined,
  });
  const guests = useGuests();
  const values = form.getValues();
  const names = [
    ...new Set([...(guests.data ?? []).map((guest) => guest.fullName), ...values.guests]),
  ];

  const submit = form.submitWith({ mutateAsync: onSave }, (submitted) =>
    event ? { ...toInput(submitted), version: form.version } : toInput(submitted),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {readOnly ? <ReadOnlyNote>{t('calendar.readOnly')}</ReadOnlyNote> : null}
        <ConflictNotice
          form={form}
          label={(field) => t(`calendar.fields.${field}`)}
          describe={(field, value) => describeValue(t, formats, language, field, value)}
        />
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
        {(['start', 'end'] as const).map((field) => {
          const shared = {
            label: t(`calendar.fields.${field}`),
            placeholder: t('calendar.fields.pickDate'),
            required: true,
            readOnly,
            // The hidden input carries the value for a form post (and for QA to read).
            name: field,
            ...datePickerProps(`${pickerId}-${field}`),
            hideOutsideDates: true,
            ariaLabels: pickerLabels(t),
            ...form.getInputProps(field),
            // A picker answers null when cleared: the form holds the empty string.
            onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
            value: values[field] === '' ? null : values[field],
          };
          return values.allDay ? (
            <DatePickerInput key={`${field}-day`} {...shared} valueFormatter={formats.dayText} />
          ) : (
            <DateTimePicker
              key={`${field}-time`}
              {...shared}
              valueFormat={formats.dateTimeText}
              timePickerProps={{
                format: formats.timeFormat,
                hoursInputLabel: t('calendar.picker.hours'),
                minutesInputLabel: t('calendar.picker.minutes'),
                amPmInputLabel: t('calendar.picker.amPm'),
              }}
              submitButtonProps={{ 'aria-label': t('calendar.picker.done') }}
            />
          );
        })}
        <TextInput
          type="url"
          label={t('calendar.fields.url')}
          placeholder="https://"
          // An address reads left to right in every layout.
          dir="ltr"
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
        <DrawerFormButtons
          readOnly={readOnly}
          submitLabel={event ? t('calendar.actions.save') : t('calendar.actions.add')}
          closeLabel={t('calendar.actions.close')}
          saving={saving}
          onCancel={onCancel}
          actions={actions}
        />
      </Stack>
    </form>
  );
}

import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Can } from '@/lib/ability/can';
import { eventCalendars, type EventCalendar } from '../api/calendar-values';
import { allSelected } from '../calendar-filter';
import { colorOf } from './calendar-colors';
import { DatesLocale } from '@/components/forms/dates-locale';
import { formatMonthTitle } from '@/lib/i18n/formats';
import { pickerLabels } from './picker-labels';

type CalendarSidebarProps = {
  /** The day the main view shows (`YYYY-MM-DD`). */
  date: string;
  selected: readonly EventCalendar[];
  onAdd: () => void;
  onDate: (day: string) => void;
  onToggle: (calendar: EventCalendar) => void;
  onToggleAll: () => void;
};

/** Add Event, the month picker that moves the main view, and the calendars shown. */
export function CalendarSidebar(props: CalendarSidebarProps) {
  const { date, selected, onAdd, onDate, onToggle, onToggleAll } = props;
  const { t, i18n } = useTranslation();
  const all = allSelected(selected);
  return (
    <Stack gap="lg" p="md">
      <Can I="create" a="Calendar">
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd} fullWidth>
          {t('calendar.actions.add')}
        </Button>
      </Can>
      <DatesLocale>
        <DatePicker
          size="xs"
          // The days of other months and the red weekends of the picker are too faint to read (AA).
          hideOutsideDates
          // The month as the main view's title writes it ("Novembre 2026", "Novembro de 2026"),
          // not capitalized word by word by the picker's CSS ("Novembro De 2026").
          monthLabelFormat={(month) => formatMonthTitle(month, i18n.resolvedLanguage)}
          styles={{ calendarHeaderLevel: { textTransform: 'none' } }}
          weekendDays={[]}
          // The week starts as in the main view: Sunday in English, Monday in fr, de and pt.
          firstDayOfWeek={(i18n.resolvedLanguage ?? 'en') === 'en' ? 0 : 1}
          value={date}
          // The month shown follows the main view; paging it moves the main view too.
          date={`${date.slice(0, 7)}-01`}
          onDateChange={(month) => onDate(month.slice(0, 10))}
          onChange={(day) => {
            if (day) onDate(day.slice(0, 10));
          }}
          ariaLabels={pickerLabels(t)}
        />
      </DatesLocale>
      <Stack
        component="fieldset"
        gap="xs"
        style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
      >
        <Text component="legend" fz="xs" fw={600} tt="uppercase" c="dimmed" p={0} mb="xs">
          {t('calendar.filter.title')}
        </Text>
        <Checkbox
          label={t('calendar.filter.viewAll')}
          checked={all}
          indeterminate={!all && selected.length > 0}
          onChange={onToggleAll}
        />
        {eventCalendars.map((calendar) => (
          <Checkbox
            key={calendar}
            color={colorOf(calendar)}
            label={t(`calendar.calendars.${calendar}`)}
            checked={selected.includes(calendar)}
            onChange={() => onToggle(calendar)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

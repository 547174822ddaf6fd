import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@/lib/i18n/formats';

/** The UTC calendar day (`YYYY-MM-DD`) of an ISO due date. */
export const dueDayOf = (dueDate: string) => dueDate.slice(0, 10);

/** `12 Nov`, with the year only when it is not the current one; in the interface language. */
export function formatShortDay(day: string, today: string, language: string): string {
  return dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: day.slice(0, 4) === today.slice(0, 4) ? undefined : 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * A card's due date. Overdue (a day before the server's today) is red with an icon, not colour
 * alone, and said in words to screen readers. The date is isolated (`dir="auto"`) so right to
 * left "5 nov." keeps its dot at its end.
 */
export function TaskDue({ dueDate, today }: { dueDate: string; today: string }) {
  const { t, i18n } = useTranslation();
  const day = dueDayOf(dueDate);
  const overdue = day < today;
  const Icon = overdue ? IconAlertTriangle : IconCalendar;
  return (
    <Group gap={4} wrap="nowrap" c={overdue ? 'red' : 'dimmed'} data-overdue={overdue || undefined}>
      <Icon size={14} aria-hidden />
      <Text component="span" fz="xs" fw={overdue ? 600 : undefined} c="inherit">
        <VisuallyHidden>
          {overdue ? t('kanban.card.overdue') : t('kanban.card.due')}{' '}
        </VisuallyHidden>
        <time dateTime={day} dir="auto">
          {formatShortDay(day, today, i18n.resolvedLanguage ?? 'en')}
        </time>
      </Text>
    </Group>
  );
}

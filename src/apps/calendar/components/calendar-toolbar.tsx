import { ActionIcon, Button, Group, SegmentedControl, Title, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { IntentHandlers } from '@/components/lazy/use-preload-intent';
import { calendarViews, type CalendarView } from '../api/calendar-values';
import classes from './calendar-view.module.css';

type CalendarToolbarProps = {
  /** The period shown: "November 2026", "Nov 9 – 15, 2026". */
  title: string;
  view: CalendarView;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
  /** On the view switch: the list view loads the grids' code when the user comes to it. */
  viewIntent?: IntentHandlers | undefined;
};

/** Previous, next, today, the period's title and the view switch, above every view. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { title, view, onPrevious, onNext, onToday, onView, viewIntent } = props;
  const { t } = useTranslation();
  const { dir } = useDirection();
  const back = <IconChevronLeft size={18} aria-hidden />;
  const forward = <IconChevronRight size={18} aria-hidden />;
  return (
    <Group justify="space-between" gap="sm" className={classes.toolbar}>
      {/* The title goes to a line of its own where the buttons leave it too little room. */}
      <Group gap="xs" className={classes.toolbar}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('calendar.toolbar.previous')}
          onClick={onPrevious}
        >
          {dir === 'rtl' ? forward : back}
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('calendar.toolbar.next')}
          onClick={onNext}
        >
          {dir === 'rtl' ? back : forward}
        </ActionIcon>
        <Button variant="default" onClick={onToday}>
          {t('calendar.toolbar.today')}
        </Button>
        <Title order={2} fz="h4" aria-live="polite">
          <bdi>{title}</bdi>
        </Title>
      </Group>
      <SegmentedControl
        aria-label={t('calendar.toolbar.view')}
        value={view}
        onChange={(next) => {
          const chosen = calendarViews.find((candidate) => candidate === next);
          if (chosen) onView(chosen);
        }}
        data={calendarViews.map((value) => ({ value, label: t(`calendar.views.${value}`) }))}
        {...viewIntent}
      />
    </Group>
  );
}

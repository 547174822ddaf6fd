import type { TFunction } from 'i18next';

/** The date pickers' controls, named for screen readers: the sidebar's month and the form's days. */
export const pickerLabels = (t: TFunction) => ({
  monthLevelControl: t('calendar.picker.chooseMonth'),
  yearLevelControl: t('calendar.picker.chooseYear'),
  previousDecade: t('calendar.picker.previousDecade'),
  nextDecade: t('calendar.picker.nextDecade'),
  previousYear: t('calendar.picker.previousYear'),
  nextYear: t('calendar.picker.nextYear'),
  previousMonth: t('calendar.picker.previousMonth'),
  nextMonth: t('calendar.picker.nextMonth'),
});

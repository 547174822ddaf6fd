import { getFormattedDate, type DateFormatter } from '@mantine/dates';
import { isolate } from '@/lib/i18n/formats';

/** A date picker's text, isolated (`isolate`): right to left the picked day keeps its order. */
export const isolatedDate: DateFormatter = (input) => isolate(getFormattedDate(input));

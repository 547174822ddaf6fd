import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { calendarKeys } from './calendar-keys';
import { guestsAnswerSchema, type Guest } from './calendar-schemas';

export async function getGuests(): Promise<Guest[]> {
  return guestsAnswerSchema.parse(await http.get('apps/calendar/guests').json()).guests;
}

export const guestsQueryOptions = () =>
  queryOptions({ queryKey: calendarKeys.guests(), queryFn: getGuests, staleTime: 5 * 60_000 });

/** Not suspending: the drawer opens at once and the guest list fills in. */
export function useGuests() {
  return useQuery(guestsQueryOptions());
}

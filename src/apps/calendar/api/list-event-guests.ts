import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { calendarKeys } from './calendar-keys';
import { guestsAnswerSchema, type Guest } from './calendar-schemas';

export async function getGuests(): Promise<Guest[]> {
  const { guests } = await getJson('apps/calendar/guests', guestsAnswerSchema);
  return guests;
}

export const guestsQueryOptions = () =>
  queryOptions({ queryKey: calendarKeys.guests(), queryFn: getGuests, staleTime: 5 * 60_000 });

/** Not suspending: the drawer opens at once and the guest list fills in. */
export function useGuests() {
  return useQuery(guestsQueryOptions());
}

import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '@/app/query-client';
import { resourceKeys } from '@/lib/http/resource-keys';
import { startI18n } from '@/lib/i18n/i18n';
import { toastTimings } from '@/lib/notify/notify';
import { setUndoWindow } from '@/lib/query/undoable';
import { getDemoSession } from '@/mocks/db/sessions';
import { signInAs } from '@/testing/render-route';
import { useAddEvent } from './add-event';
import { eventsQueryOptions } from './list-events';
import { useRemoveEvent } from './remove-event';
import { useMoveEvent, useUpdateEvent } from './update-event';
import { eventCalendars } from './calendar-values';

const i18nReady = startI18n();

/** What the dashboard caches (its own app's key starts with the shared resource key). */
const dashboardKey = [...resourceKeys.dashboard, 'overview'];

const stored = (id: number) => getDemoSession().db.events.some((event) => event.id === id);

async function setup<T>(useWrite: () => T) {
  await i18nReady;
  await signInAs('admin');
  const queryClient = createQueryClient();
  const { events } = await queryClient.fetchQuery(eventsQueryOptions(eventCalendars));
  queryClient.setQueryData(dashboardKey, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useWrite, { wrapper });
  const first = events.find((event) => event.title === 'Family brunch');
  if (!first) throw new Error('the seed has no Family brunch');
  const dashboardInvalidated = () => queryClient.getQueryState(dashboardKey)?.isInvalidated;
  expect(dashboardInvalidated()).toBe(false);
  return { result, event: first, dashboardInvalidated };
}

// The dashboard's "Today's events" reads the calendar: every calendar write marks it stale.
describe("calendar writes refresh the dashboard's Today's events", () => {
  it('adding', async () => {
    const { result, dashboardInvalidated } = await setup(useAddEvent);
    await act(() =>
      result.current.mutateAsync({
        title: 'Lunch',
        calendar: 'Family',
        start: '2026-11-01T12:00:00.000Z',
        end: '2026-11-01T13:00:00.000Z',
        allDay: false,
        url: '',
        guests: [],
        location: '',
        description: '',
      }),
    );
    expect(dashboardInvalidated()).toBe(true);
  });

  it('editing', async () => {
    const { result, event, dashboardInvalidated } = await setup(useUpdateEvent);
    await act(() => result.current.mutateAsync({ id: event.id, title: 'Family lunch' }));
    expect(dashboardInvalidated()).toBe(true);
  });

  it('moving', async () => {
    const { result, event, dashboardInvalidated } = await setup(useMoveEvent);
    await act(() =>
      result.current.mutateAsync({
        id: event.id,
        start: '2026-11-02T11:00:00.000Z',
        end: '2026-11-02T13:00:00.000Z',
        allDay: false,
      }),
    );
    await waitFor(() => expect(dashboardInvalidated()).toBe(true));
  });

  describe('deleting, once the undo window is over', () => {
    // No toast is rendered here: the write goes by the window's fallback, kept short.
    beforeEach(() => setUndoWindow(20));
    afterEach(() => setUndoWindow(toastTimings.undo));

    it('deleting', async () => {
      const { result, event, dashboardInvalidated } = await setup(useRemoveEvent);
      act(() => result.current(event.id, 'Event “Family brunch” deleted.'));
      // Sent only when the window ends: the event is still stored meanwhile.
      expect(stored(event.id)).toBe(true);
      await waitFor(() => expect(dashboardInvalidated()).toBe(true));
      expect(stored(event.id)).toBe(false);
    });
  });
});

import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '@/app/query-client';
import { resourceKeys } from '@/lib/http/resource-keys';
import { startI18n } from '@/lib/i18n/i18n';
import { notify, toastTimings } from '@/lib/notify/notify';
import { setUndoWindow } from '@/lib/query/undoable';
import { getDemoSession } from '@/mocks/db/sessions';
import { signInAs } from '@/testing/render-route';
import { callApi, signInAs as signInToMock } from '@/mocks/testing/mock-api-client';
import { useAddEvent } from './add-event';
import { eventsQueryOptions } from './list-events';
import { useRemoveEvent } from './remove-event';
import { useMoveEvent, useUpdateEvent } from './update-event';
import { eventCalendars } from './calendar-values';
import type { EventsAnswer } from './calendar-schemas';

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
  /** The event as every cached list of events holds it now. */
  const cached = (id: number) =>
    queryClient
      .getQueriesData<EventsAnswer>({ queryKey: eventsQueryOptions(eventCalendars).queryKey })
      .map(([, data]) => data?.events.find((event) => event.id === id));
  return { result, event: first, dashboardInvalidated, cached };
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

describe('a drag or a resize names the version the screen shows', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is refused when someone changed the event meanwhile: the move is rolled back, with a toast', async () => {
    const { result, event, cached } = await setup(useMoveEvent);
    const toast = vi.spyOn(notify, 'error');
    // Jane Doe, whose event it is, renames it in another tab: version 2.
    const { accessToken } = await signInToMock('client');
    const other = await callApi('/apps/calendar/update-event', {
      token: accessToken,
      body: { event: { id: event.id, title: 'Family lunch' } },
    });
    expect(other.status).toBe(200);

    const move = {
      id: event.id,
      start: '2026-11-02T11:00:00.000Z',
      end: '2026-11-02T13:00:00.000Z',
      allDay: false,
      version: event.version,
    };
    await act(async () => {
      await expect(result.current.mutateAsync(move)).rejects.toThrow('errors.versionStale');
    });
    // Nothing written, and the screen shows the event where it was, as Jane left it (the 412's
    // record, before any refetch): her title and version, so the next drag names it.
    const saved = getDemoSession().db.events.find((candidate) => candidate.id === event.id);
    expect(saved).toMatchObject({ start: event.start, end: event.end, version: 2 });
    for (const shown of cached(event.id)) {
      expect(shown).toMatchObject({
        start: event.start,
        end: event.end,
        title: 'Family lunch',
        version: 2,
      });
    }
    expect(toast).toHaveBeenCalledWith(
      'Jane Doe changed this record in the meantime: nothing was saved.',
    );
  });

  it('takes the new version of a moved event, so that the next drag of it goes through', async () => {
    const { result, event, cached } = await setup(useMoveEvent);
    const times = { start: '2026-11-02T11:00:00.000Z', end: '2026-11-02T13:00:00.000Z' };
    await act(() =>
      result.current.mutateAsync({ id: event.id, ...times, allDay: false, version: event.version }),
    );
    await waitFor(() => {
      for (const shown of cached(event.id)) expect(shown).toMatchObject({ ...times, version: 2 });
    });
    const later = { start: '2026-11-03T11:00:00.000Z', end: '2026-11-03T13:00:00.000Z' };
    await act(() =>
      result.current.mutateAsync({ id: event.id, ...later, allDay: false, version: 2 }),
    );
    expect(getDemoSession().db.events.find((candidate) => candidate.id === event.id)).toMatchObject(
      { ...later, version: 3 },
    );
  });
});

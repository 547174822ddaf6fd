import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Center, Group, Title } from '@mantine/core';
import { Spinner } from '@/components/feedback/spinner';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { useIdlePreload } from '@/components/lazy/use-idle-preload';
import { usePreloadIntent } from '@/components/lazy/use-preload-intent';
import { loadOverlays } from '@/components/overlays/load-overlays';
import { canOn } from '@/lib/ability/ability';
import { SidebarApp } from '@/components/layout/sidebar-app';
import { useAbility } from '@/lib/ability/can';
import { serverClockQueryOptions } from '@/lib/clock/get-server-clock';
import { usePageStillOpen } from '@/lib/router/use-page-still-open';
import { notify } from '@/lib/notify/notify';
import type { CalendarEvent } from '../api/calendar-schemas';
import type { CalendarView, EventCalendar } from '../api/calendar-values';
import { guestsQueryOptions } from '../api/list-event-guests';
import { useEvents } from '../api/list-events';
import { useMoveEvent } from '../api/update-event';
import { calendarsParam, selectedCalendars, toggleAll, toggleCalendar } from '../calendar-filter';
import type { CalendarSearch } from '../calendar-search';
import type { DrawerTarget } from '../components/event-drawer';
import { EventList } from '../components/event-list';
import { loadEventCalendar, openingView, PHONE_QUERY } from '../components/load-event-calendar';
import { nextHourOn, type PickedRange } from '../components/event-times';

const EventCalendar = lazyWithPreload(loadEventCalendar, (module) => module.EventCalendar);

/**
 * The sidebar (Add Event, the month picker, the calendars): where it is a column, the route's
 * loader loads it with the events; on a phone, where it is in a drawer, it loads on idle or when
 * the filter button is touched, focused or hovered. Its month picker is most of the dates
 * library the page would otherwise load first.
 */
export const CalendarSidebar = lazyWithPreload(
  () => import('../components/calendar-sidebar'),
  (module) => module.CalendarSidebar,
);

// The event drawer brings the form and its date-time pickers, and needs the overlays' chunk: they
// load in one wave once the calendar has painted (or when the pointer comes to it first), not
// with the calendar.
const EventDrawer = lazyWithPreload(
  () => Promise.all([import('../components/event-drawer'), loadOverlays()]),
  ([module]) => module.EventDrawer,
);

const routeApi = getRouteApi('/_authenticated/apps/calendar/');

const loader = (label: string) => (
  <Center py={96}>
    <Spinner label={label} />
  </Center>
);

/**
 * The calendar app: Add Event, the month picker and the calendars on the side; the month, week,
 * day and list views beside them. The calendars, the view and the day are in the URL.
 */
export function CalendarPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const selected = useMemo(() => selectedCalendars(search.calendars), [search.calendars]);
  const events = useEvents(selected);
  const { data } = events;
  const today = data?.today;
  // The hour Add Event starts at comes from the server's clock, as every default date does.
  const serverNow = useQuery(serverClockQueryOptions()).data?.now;
  // Read before the first paint, so the calendar opens in its view rather than switching to it.
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const defaultView = openingView(undefined, phone);
  const view = openingView(search.view, phone);
  const date = search.date ?? today;
  const { mutate: moveEvent } = useMoveEvent();
  const [target, setTarget] = useState<DrawerTarget | null>(null);
  // The open event as the calendar now has it (the live stream refetches it): its form learns of
  // someone else's change at once. An event no longer there stays as it was opened.
  const shownTarget = useMemo<DrawerTarget | null>(() => {
    if (target?.kind !== 'event') return target;
    const event = data?.events.find((candidate) => candidate.id === target.event.id);
    return event && event !== target.event ? { kind: 'event', event } : target;
  }, [target, data]);
  // Kept once opened, so the drawer's closing transition plays.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (target !== null && !drawerUsed) setDrawerUsed(true);
  const [filtersOpened, filtersDrawer] = useDisclosure(false);
  const queryClient = useQueryClient();
  // The pointer or the focus in the calendar: the drawer's code and the guests its form offers.
  const drawerIntent = usePreloadIntent(() => {
    EventDrawer.preload();
    void queryClient.prefetchQuery(guestsQueryOptions());
  });
  useIdlePreload(data !== undefined, EventDrawer.preload, CalendarSidebar.preload);
  const sidebarIntent = usePreloadIntent(() => CalendarSidebar.preload());
  // From the list, the grids' code loads when the user comes to the view switch.
  const gridIntent = usePreloadIntent(() => EventCalendar.preload());

  const stillOpen = usePageStillOpen();
  // FullCalendar reports the dates it opened on once its grid is drawn, which may be after the
  // user has followed a link elsewhere.
  const setSearch = useCallback(
    (patch: Partial<CalendarSearch>) => {
      if (stillOpen()) void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
    },
    [navigate, stillOpen],
  );
  // An event named in the URL (a search result) opens once the events have come; one the
  // calendars do not hold is said once and dropped from the URL.
  const { eventId } = search;
  const eventsShown = data !== undefined && !events.isPlaceholderData;
  const [linkedId, setLinkedId] = useState<number | undefined>(undefined);
  if (eventId !== linkedId && (eventId === undefined || eventsShown)) {
    setLinkedId(eventId);
    const linked = data?.events.find((event) => event.id === eventId);
    if (eventId !== undefined && linked) setTarget({ kind: 'event', event: linked });
  }
  const checkedEventId = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (eventId === undefined) checkedEventId.current = undefined;
    if (eventId === undefined || !eventsShown || checkedEventId.current === eventId) return;
    checkedEventId.current = eventId;
    if (!data.events.some((event) => event.id === eventId)) {
      notify.error(t('calendar.errors.eventNotFound'));
      setSearch({ eventId: undefined });
    }
  }, [eventId, eventsShown, data, setSearch, t]);
  const closeDrawer = () => {
    setTarget(null);
    if (eventId !== undefined) setSearch({ eventId: undefined });
  };
  const openId = shownTarget?.kind === 'event' ? shownTarget.event.id : undefined;

  const setCalendars = (next: EventCalendar[]) =>
    void setSearch({ calendars: calendarsParam(next) });
  const onNavigate = useCallback(
    (nextView: CalendarView, day: string) =>
      void setSearch({
        view: nextView === defaultView ? undefined : nextView,
        date: day === today ? undefined : day,
      }),
    [setSearch, today, defaultView],
  );
  const canChange = useCallback(
    (event: CalendarEvent) => canOn(ability, 'update', 'Calendar', event),
    [ability],
  );
  const canCreate = ability.can('create', 'Calendar');
  const openAdd = (range?: PickedRange) => setTarget({ kind: 'new', range });

  const sidebar = (onDone?: () => void) =>
    date ? (
      // While it loads: a spinner in the drawer; nothing in the column, which keeps its width.
      <Suspense fallback={onDone ? loader(t('calendar.loading')) : null}>
        <CalendarSidebar
          date={date}
          selected={selected}
          onAdd={() => {
            onDone?.();
            // The day shown (today unless the user moved), at the server clock's next whole hour.
            openAdd(nextHourOn(date, serverNow ? new Date(serverNow) : undefined));
          }}
          onDate={(day) => void setSearch({ date: day === today ? undefined : day })}
          onToggle={(calendar) => setCalendars(toggleCalendar(selected, calendar))}
          onToggleAll={() => setCalendars(toggleAll(selected))}
        />
      </Suspense>
    ) : null;

  let main;
  if (data && date) {
    main =
      view === 'list' ? (
        <EventList
          events={data.events}
          date={date}
          today={data.today}
          stale={events.isPlaceholderData}
          openId={openId}
          onNavigate={onNavigate}
          onOpen={(event) => setTarget({ kind: 'event', event })}
          viewIntent={gridIntent(undefined)}
        />
      ) : (
        <Suspense fallback={loader(t('calendar.loading'))}>
          <EventCalendar
            events={data.events}
            view={view}
            date={date}
            today={data.today}
            stale={events.isPlaceholderData}
            openId={openId}
            canCreate={canCreate}
            canChange={canChange}
            onNavigate={onNavigate}
            onPick={openAdd}
            onOpen={(event) => setTarget({ kind: 'event', event })}
            onMove={moveEvent}
          />
        </Suspense>
      );
  } else if (events.error) {
    main = (
      <LoadError
        title={t('calendar.errors.loadFailed')}
        error={events.error}
        onRetry={() => void events.refetch()}
      />
    );
  } else {
    main = loader(t('calendar.loading'));
  }

  return (
    <>
      <Title order={1} fz="h3" mb="md">
        {t('calendar.title')}
      </Title>
      <SidebarApp
        sidebarLabel={t('calendar.sidebar.label')}
        sidebar={sidebar}
        drawer={{
          opened: filtersOpened,
          onClose: filtersDrawer.close,
          closeLabel: t('calendar.sidebar.close'),
        }}
      >
        <section
          style={{ minWidth: 0 }}
          aria-label={t('calendar.section')}
          {...drawerIntent(undefined)}
        >
          <Group hiddenFrom="md" pt="sm" px="md">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('calendar.sidebar.open')}
              aria-expanded={filtersOpened}
              onClick={filtersDrawer.open}
              {...sidebarIntent(undefined)}
            >
              <IconFilter size={20} aria-hidden />
            </ActionIcon>
          </Group>
          {main}
        </section>
      </SidebarApp>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <EventDrawer target={shownTarget} onClose={closeDrawer} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Calendar endpoints of the data cache (spec points 2, 4 "Calendar", 7; issue 20; time zones:
 * docs/decisions/014-calendar-time-zones.md). Every GET /events sends the browser's `timeZone`, so the
 * range's `startDate`/`endDate` are the viewer's local dates.
 *
 * Tags: a list of occurrences provides `CalendarEvent LIST`; the lists whose one page a removal changes
 * (the upcoming-events widget's 5, a search page) also `CalendarEvent PAGED`; one event
 * `{ type: 'CalendarEvent', id }`. A create or update answers one event, not which occurrences of its
 * series fall in each cached range (the server expands them), so it puts the event into its own entry
 * and invalidates `LIST`. A delete takes every occurrence of the series out of the cached lists at once
 * and invalidates only `PAGED` (those lists refill). Live events: lib/live/event-tags.ts.
 */
import type {
  CalendarEvent,
  CalendarEventListResponse,
  CalendarEventType,
  CalendarFeedLink,
  CalendarFeedStatus,
  CalendarSource,
  CreateCalendarEventInput,
  UpdateCalendarEventInput,
} from '@lintel/shared';
import { dataApi } from '../../../lib/data-cache.ts';
import type { ApiFailure, ApiRequest } from '../../../lib/data-cache.ts';
import { getFile, saveBlob } from '../../../lib/download.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';

/** A range of GET /events: first and last local date (YYYY-MM-DD, the browser's zone), at most 2 years apart. */
export interface EventRange {
  startDate: string;
  endDate: string;
  /** Only these sources (all the caller may see when absent). */
  filter?: CalendarSource[] | undefined;
  type?: CalendarEventType | undefined;
}

/** One page of a search (spec point 9: 15 a page, the server's default). */
export interface EventSearch {
  startDate: string;
  endDate: string;
  search: string;
  page: number;
}

/** The feed as this client knows it: the status, and the URL when this session made the link (shown once). */
export type CalendarFeed = CalendarFeedStatus & { url?: string | null };

/** The most pages the grid views read for one range (100 occurrences each). */
const MAX_GRID_PAGES = 10;
const GRID_PAGE_SIZE = 100;

const lists = { type: 'CalendarEvent' as const, id: 'LIST' };
const paged = { type: 'CalendarEvent' as const, id: 'PAGED' };
const eventTag = (id: string) => ({ type: 'CalendarEvent' as const, id });

/** The GET /events request of a query: the filter as a comma list, the dates read in the browser's zone. */
function eventsRequest(query: EventRange & { search?: string; page?: number; pageSize?: number }, error: string, silent = false): ApiRequest {
  const { filter, ...rest } = query;
  return {
    path: '/events',
    params: { ...rest, filter: filter?.length ? filter.join(',') : undefined, timeZone: browserTimeZone() },
    error,
    silent,
  };
}

/** Tags of a list of occurrences: the list kind(s) and each event shown. */
const listTags = (events: CalendarEvent[] | undefined, kinds: { type: 'CalendarEvent'; id: string }[]) => [
  ...kinds,
  ...[...new Set((events ?? []).map((event) => event.id))].map(eventTag),
];

export const calendarApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /events for the shown range, every page (the month/week/day grids show all occurrences, at
     * most MAX_GRID_PAGES × 100): one answer with all results and the first page's `meta`. A failure
     * toasts "Failed to fetch events" (spec point 8) and the page shows it too.
     */
    calendarEvents: build.query<CalendarEventListResponse, EventRange>({
      async queryFn(range, _api, _extra, baseQuery) {
        const first = await baseQuery(eventsRequest({ ...range, page: 1, pageSize: GRID_PAGE_SIZE }, 'Failed to fetch events'));
        if (first.error) return { error: first.error as ApiFailure };
        const answer = first.data as CalendarEventListResponse;
        const results = [...answer.results];
        for (let page = 2; page <= Math.min(answer.pagination.totalPages, MAX_GRID_PAGES); page += 1) {
          const next = await baseQuery(eventsRequest({ ...range, page, pageSize: GRID_PAGE_SIZE }, 'Failed to fetch events'));
          if (next.error) return { error: next.error as ApiFailure };
          results.push(...(next.data as CalendarEventListResponse).results);
        }
        return { data: { ...answer, results } };
      },
      providesTags: (answer) => listTags(answer?.results, [lists]),
    }),
    /** The upcoming-events widget: the first 5 occurrences of the range (a failure shows in the widget, no toast). */
    upcomingCalendarEvents: build.query<CalendarEvent[], { startDate: string; endDate: string }>({
      query: (range) => eventsRequest({ ...range, pageSize: 5 }, 'Failed to fetch events', true),
      transformResponse: (answer: CalendarEventListResponse) => answer.results,
      providesTags: (events) => listTags(events, [lists, paged]),
    }),
    /** One page of a search by title or description (the modal shows a failure itself, no toast). */
    searchCalendarEvents: build.query<CalendarEventListResponse, EventSearch>({
      query: (search) => eventsRequest(search, 'Failed to fetch events', true),
      providesTags: (answer) => listTags(answer?.results, [lists, paged]),
    }),
    /** GET /events/{id}: the event of a reminder's `/calendar?event=<id>` link (its first occurrence). */
    calendarEvent: build.query<CalendarEvent, string>({
      query: (id) => ({ path: `/events/${id}`, error: 'Event not found', silent: true }),
      providesTags: (_answer, _error, id) => [eventTag(id)],
    }),
    /** GET /calendar/feed: whether a secret ICS feed link is active (no toast on failure). */
    calendarFeed: build.query<CalendarFeed, void>({
      query: () => ({ path: '/calendar/feed', error: 'Failed to load the calendar feed', silent: true }),
    }),
    /** POST /events (with the form's `timeZone`): the new event into its entry; the ranges ask again. */
    createCalendarEvent: build.mutation<CalendarEvent, CreateCalendarEventInput>({
      query: (input) => ({ path: '/events', method: 'POST', body: input, error: 'Failed to create event', success: 'Event was successfully created' }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(calendarApi.util.upsertQueryData('calendarEvent', answer.data.id, answer.data));
        dispatch(calendarApi.util.invalidateTags([lists]));
      },
    }),
    /** PUT /events/{id} (the whole series): the answer into the event's entry; the ranges ask again. */
    updateCalendarEvent: build.mutation<CalendarEvent, { id: string; input: UpdateCalendarEventInput }>({
      query: ({ id, input }) => ({ path: `/events/${id}`, method: 'PUT', body: input, error: 'Failed to update event', success: 'Event is updated' }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(calendarApi.util.upsertQueryData('calendarEvent', id, answer.data));
        dispatch(calendarApi.util.invalidateTags([lists]));
      },
    }),
    /** DELETE /events/{id}: the series leaves every cached list at once; the paged lists refill. */
    deleteCalendarEvent: build.mutation<void, string>({
      query: (id) => ({ path: `/events/${id}`, method: 'DELETE', error: 'Failed to delete event', success: 'Event was successfully deleted' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(removeSeries(id));
        // Not the event's own tag: the info modal that deleted it is still open and would ask for it (a 404).
        dispatch(calendarApi.util.invalidateTags([paged]));
      },
    }),
    /** POST /calendar/feed: a new secret link (the old one stops working), kept to show and copy. */
    rotateCalendarFeed: build.mutation<CalendarFeedLink, void>({
      query: () => ({ path: '/calendar/feed', method: 'POST', error: 'Failed to create a feed link', success: 'New calendar feed link created' }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        // The sources stay with the feed across a new link; a first link carries the default.
        if (answer) dispatch(calendarApi.util.upsertQueryData('calendarFeed', undefined, { ...knownFeed(getState()), active: true, createdAt: answer.data.createdAt, url: answer.data.url }));
      },
    }),
    /** PUT /calendar/feed: which sources the feed carries (issue 21 item 15); the answer replaces the status, the shown URL stays. */
    updateCalendarFeedSources: build.mutation<CalendarFeedStatus, CalendarSource[]>({
      query: (sources) => ({ path: '/calendar/feed', method: 'PUT', body: { sources }, error: 'Failed to change what the feed carries', success: 'Calendar feed updated' }),
      async onQueryStarted(_sources, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(calendarApi.util.upsertQueryData('calendarFeed', undefined, { ...knownFeed(getState()), ...answer.data }));
      },
    }),
    /** DELETE /calendar/feed: the feed off. */
    revokeCalendarFeed: build.mutation<void, void>({
      query: () => ({ path: '/calendar/feed', method: 'DELETE', error: 'Failed to turn the feed off', success: 'Calendar feed turned off' }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(calendarApi.util.upsertQueryData('calendarFeed', undefined, { ...knownFeed(getState()), active: false, createdAt: null, url: null, sources: ['calendar'] }));
      },
    }),
  }),
});

/**
 * A thunk that takes every occurrence of the series `id` out of the cached lists (grid ranges, the
 * widget, search pages): what a delete of this client, or of another tab (its live event), means.
 */
export function removeSeries(id: string) {
  return (dispatch: (action: unknown) => unknown, getState: () => unknown) => {
    const state = getState() as Parameters<typeof calendarApi.util.selectCachedArgsForQuery>[0];
    const drop = (events: CalendarEvent[]) => events.filter((event) => event.id !== id);
    for (const arg of calendarApi.util.selectCachedArgsForQuery(state, 'calendarEvents')) {
      dispatch(calendarApi.util.updateQueryData('calendarEvents', arg, (draft) => void (draft.results = drop(draft.results))));
    }
    for (const arg of calendarApi.util.selectCachedArgsForQuery(state, 'searchCalendarEvents')) {
      dispatch(calendarApi.util.updateQueryData('searchCalendarEvents', arg, (draft) => void (draft.results = drop(draft.results))));
    }
    for (const arg of calendarApi.util.selectCachedArgsForQuery(state, 'upcomingCalendarEvents')) {
      dispatch(calendarApi.util.updateQueryData('upcomingCalendarEvents', arg, (draft) => drop(draft)));
    }
  };
}

/** The feed status in the cache, or the state of no feed (own events only, as a new feed carries). */
function knownFeed(state: unknown): CalendarFeed {
  const cached = calendarApi.endpoints.calendarFeed.select()(state as Parameters<ReturnType<typeof calendarApi.endpoints.calendarFeed.select>>[0]).data;
  return cached ?? { active: false, createdAt: null, sources: ['calendar'], availableSources: ['calendar'] };
}

export const {
  useCalendarEventsQuery,
  useUpcomingCalendarEventsQuery,
  useSearchCalendarEventsQuery,
  useCalendarEventQuery,
  useCalendarFeedQuery,
  useCreateCalendarEventMutation,
  useUpdateCalendarEventMutation,
  useDeleteCalendarEventMutation,
  useRotateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
  useUpdateCalendarFeedSourcesMutation,
} = calendarApi;

/** Saves one event as an .ics file (GET /events/{id}/ics); a failure toasts "Failed to download the event". */
export async function downloadEventIcs(event: Pick<CalendarEvent, 'id' | 'title'>): Promise<void> {
  const response = await getFile(`/events/${event.id}/ics`, 'Failed to download the event');
  saveBlob(await response.blob(), `${event.title.replace(/[^A-Za-z0-9]+/g, '-') || 'event'}.ics`);
}

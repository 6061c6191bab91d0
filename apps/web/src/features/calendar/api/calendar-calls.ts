/** Events calls of spec point 7 (and the ICS feed) with their thunks and the spec point 8 toasts. */
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
import { api } from '../../../lib/api-client.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';
import { getFile, saveBlob } from '../../../lib/download.ts';
import { browserTimeZone } from '../components/event-form.ts';

export interface EventQuery {
  /** First and last local date (YYYY-MM-DD, the browser's zone) of the range; at most 2 years apart. */
  startDate: string;
  endDate: string;
  filter?: CalendarSource[] | undefined;
  type?: CalendarEventType | undefined;
  search?: string | undefined;
  page?: number;
  pageSize?: number;
}

/** The range's dates are the browser's local dates (GET /events reads them in `timeZone`). */
const queryOf = (query: EventQuery) => ({ ...query, filter: query.filter?.length ? query.filter.join(',') : undefined, timeZone: browserTimeZone() });

export const getEvents = (query: EventQuery, signal?: AbortSignal) =>
  api.get<CalendarEventListResponse>('/events', { query: queryOf(query), signal });
export const getEvent = (id: string, signal?: AbortSignal) => api.get<CalendarEvent>(`/events/${id}`, { signal });
export const postEvent = (input: CreateCalendarEventInput) => api.post<CalendarEvent>('/events', input);
export const putEvent = (id: string, input: UpdateCalendarEventInput) => api.put<CalendarEvent>(`/events/${id}`, input);
export const deleteEventRequest = (id: string) => api.delete(`/events/${id}`);
export const getFeedStatus = (signal?: AbortSignal) => api.get<CalendarFeedStatus>('/calendar/feed', { signal });
export const postFeed = () => api.post<CalendarFeedLink>('/calendar/feed');
export const deleteFeed = () => api.delete('/calendar/feed');

/** The most pages the grid views read for one range (100 occurrences each). */
const MAX_GRID_PAGES = 10;

/**
 * GET /events for the shown range, every page (the month/week/day grids show all occurrences). A
 * superseded request is aborted: the state stays pending and no error shows (spec point 8).
 */
export const fetchCalendarEvents = createApiThunk<CalendarEventListResponse, EventQuery>(
  'calendar/fetchEvents',
  async (query, signal) => {
    const first = await getEvents({ ...query, page: 1, pageSize: 100 }, signal);
    const results = [...first.results];
    for (let page = 2; page <= Math.min(first.pagination.totalPages, MAX_GRID_PAGES); page += 1) {
      results.push(...(await getEvents({ ...query, page, pageSize: 100 }, signal)).results);
    }
    return { ...first, results };
  },
  { error: 'Failed to fetch events' },
);

export const fetchUpcomingEvents = createApiThunk<CalendarEvent[], { startDate: string; endDate: string }>(
  'calendar/fetchUpcoming',
  async (range, signal) => (await getEvents({ ...range, pageSize: 5 }, signal)).results,
  { error: 'Failed to fetch events', silent: true },
);

export const createEvent = createApiThunk<CalendarEvent, CreateCalendarEventInput>('calendar/create', (input) => postEvent(input), {
  error: 'Failed to create event',
  success: 'Event was successfully created',
});

export const updateEvent = createApiThunk<CalendarEvent, { id: string; input: UpdateCalendarEventInput }>(
  'calendar/update',
  ({ id, input }) => putEvent(id, input),
  { error: 'Failed to update event', success: 'Event is updated' },
);

export const deleteEvent = createApiThunk<string, string>(
  'calendar/delete',
  async (id) => {
    await deleteEventRequest(id);
    return id;
  },
  { error: 'Failed to delete event', success: 'Event was successfully deleted' },
);

export const fetchFeedStatus = createApiThunk<CalendarFeedStatus, void>('calendar/feedStatus', (_arg, signal) => getFeedStatus(signal), {
  error: 'Failed to load the calendar feed',
  silent: true,
});
export const rotateFeed = createApiThunk<CalendarFeedLink, void>('calendar/rotateFeed', () => postFeed(), {
  error: 'Failed to create a feed link',
  success: 'New calendar feed link created',
});
export const revokeFeed = createApiThunk<void, void>('calendar/revokeFeed', async () => {
  await deleteFeed();
}, { error: 'Failed to turn the feed off', success: 'Calendar feed turned off' });

/** Saves one event as an .ics file (GET /events/{id}/ics). */
export async function downloadEventIcs(event: Pick<CalendarEvent, 'id' | 'title'>): Promise<void> {
  const response = await getFile(`/events/${event.id}/ics`, 'Failed to download the event');
  saveBlob(await response.blob(), `${event.title.replace(/[^A-Za-z0-9]+/g, '-') || 'event'}.ics`);
}

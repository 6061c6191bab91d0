/**
 * Calendar state (spec point 4 "Calendar"): the occurrences of the shown range (a cancelled request
 * keeps `pending` and shows no error), the sources hidden by the filter, the upcoming-events widget
 * and the ICS feed. Create, update and delete bump `revision`, which makes the shown range (month,
 * week, day and list alike) load again.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AsyncStatus, CalendarEvent, CalendarFeedStatus, CalendarSource } from '@lintel/shared';
import { wasAborted } from '../../../lib/async-state.ts';
import { createEvent, deleteEvent, fetchCalendarEvents, fetchFeedStatus, fetchUpcomingEvents, revokeFeed, rotateFeed, updateEvent } from '../api/calendar-calls.ts';
import { calendarSlot } from './calendar-slot.ts';

export interface CalendarState {
  events: { items: CalendarEvent[]; status: AsyncStatus; error: string | null };
  /** Sources the caller can see (from the last answer). */
  sources: CalendarSource[];
  /** Sources switched off in the filter. */
  hidden: CalendarSource[];
  /** Bumped by every create, update and delete: the shown range reloads. */
  revision: number;
  saveStatus: AsyncStatus;
  deleteStatus: AsyncStatus;
  upcoming: { items: CalendarEvent[]; status: AsyncStatus };
  feed: CalendarFeedStatus & { status: AsyncStatus; url: string | null };
}

export const initialCalendarState: CalendarState = {
  events: { items: [], status: 'idle', error: null },
  sources: ['calendar'],
  hidden: [],
  revision: 0,
  saveStatus: 'idle',
  deleteStatus: 'idle',
  upcoming: { items: [], status: 'idle' },
  feed: { active: false, createdAt: null, status: 'idle', url: null },
};

const calendarSlice = createSlice({
  name: 'calendar',
  initialState: initialCalendarState,
  reducers: {
    sourceToggled(state, action: PayloadAction<CalendarSource>) {
      const source = action.payload;
      state.hidden = state.hidden.includes(source) ? state.hidden.filter((s) => s !== source) : [...state.hidden, source];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCalendarEvents.pending, (state) => {
        state.events.status = 'pending';
        state.events.error = null;
      })
      .addCase(fetchCalendarEvents.fulfilled, (state, action) => {
        state.events = { items: action.payload.results, status: 'succeeded', error: null };
        state.sources = action.payload.meta.sources;
      })
      .addCase(fetchCalendarEvents.rejected, (state, action) => {
        if (wasAborted(action)) return;
        state.events.status = 'rejected';
        state.events.error = action.payload ?? 'Failed to fetch events';
      })
      .addCase(fetchUpcomingEvents.pending, (state) => {
        state.upcoming.status = 'pending';
      })
      .addCase(fetchUpcomingEvents.fulfilled, (state, action) => {
        state.upcoming = { items: action.payload, status: 'succeeded' };
      })
      .addCase(fetchUpcomingEvents.rejected, (state, action) => {
        if (!wasAborted(action)) state.upcoming.status = 'rejected';
      })
      .addCase(fetchFeedStatus.fulfilled, (state, action) => {
        state.feed = { ...state.feed, ...action.payload, status: 'succeeded' };
      })
      .addCase(fetchFeedStatus.rejected, (state, action) => {
        if (!wasAborted(action)) state.feed.status = 'rejected';
      })
      .addCase(rotateFeed.fulfilled, (state, action) => {
        state.feed = { active: true, createdAt: action.payload.createdAt, url: action.payload.url, status: 'succeeded' };
      })
      .addCase(revokeFeed.fulfilled, (state) => {
        state.feed = { active: false, createdAt: null, url: null, status: 'succeeded' };
      })
      .addCase(deleteEvent.pending, (state) => {
        state.deleteStatus = 'pending';
      })
      .addCase(deleteEvent.fulfilled, (state, action) => {
        state.deleteStatus = 'succeeded';
        state.events.items = state.events.items.filter((event) => event.id !== action.payload);
        state.revision += 1;
      })
      .addCase(deleteEvent.rejected, (state) => {
        state.deleteStatus = 'rejected';
      });
    for (const thunk of [createEvent, updateEvent]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.saveStatus = 'pending';
        })
        .addCase(thunk.fulfilled, (state) => {
          state.saveStatus = 'succeeded';
          state.revision += 1;
        })
        .addCase(thunk.rejected, (state) => {
          state.saveStatus = 'rejected';
        });
    }
  },
});

export const { sourceToggled } = calendarSlice.actions;
export const calendarReducer = calendarSlice.reducer;
calendarSlot.register(calendarReducer);

/** The store slot of the calendar slice: filled when the calendar's chunk (page, modals, widget) loads. */
import { createLazyReducerSlot } from '../../../lib/lazy-reducer.ts';
import type { CalendarState } from './calendar-slice.ts';

export const calendarSlot = createLazyReducerSlot<CalendarState>();

declare module '../../../lib/redux-hooks.ts' {
  /** The root reducer holds this slot under `calendar`: null until a calendar chunk registers the slice. */
  interface AppState {
    calendar: CalendarState | null;
  }
}

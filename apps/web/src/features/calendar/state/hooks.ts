/** Typed hooks for the calendar slice (the app's store combines it under `calendar`). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppState } from '../../../lib/redux-hooks.ts';
import { initialCalendarState, type CalendarState } from './calendar-slice.ts';

export interface CalendarAppState extends AppState {
  calendar: CalendarState;
}

export const useCalendarDispatch = useDispatch.withTypes<ThunkDispatch<CalendarAppState, unknown, UnknownAction>>();
/** Reads the slice, or its initial state while the store slot is still empty (see lib/lazy-reducer.ts). */
export function useCalendarSelector<T>(selector: (state: CalendarAppState) => T): T {
  return useSelector((state: Omit<CalendarAppState, 'calendar'> & { calendar: CalendarState | null }) =>
    selector(state.calendar ? (state as CalendarAppState) : { ...state, calendar: initialCalendarState }),
  );
}

/**
 * Public surface of the calendar feature: the /calendar screen (FullCalendar, its own lazy chunk),
 * the sidebar entry, the calendar modals, the store slot and the upcoming-events dashboard widget.
 */
import { lazy } from 'react';
import { rolesAllowed } from '@lintel/shared';
import type { AppFeature } from '../../lib/app-feature.tsx';
import { page } from '../../lib/app-feature.tsx';
import { IconCalendar } from './nav-icon.tsx';
import { calendarSlot } from './state/calendar-slot.ts';

/** This feature's paths (other features link through this index.ts). */
export const calendarPaths = { calendar: '/calendar' } as const;

const CalendarPage = lazy(() => import('./routes/calendar-page.tsx'));

/** The modals this feature registers, opened by name (`modalNames.<name>`): declaration merging adds their names to ModalName. */
const modals = {
  createEvent: lazy(() => import('./modals/create-event-modal.tsx')),
  eventInfo: lazy(() => import('./modals/event-info-modal.tsx')),
  searchEvent: lazy(() => import('./modals/search-event-modal.tsx')),
  mobileEventPopup: lazy(() => import('./modals/mobile-event-popup.tsx')),
  linkCalendarTask: lazy(() => import('./modals/link-task-modal.tsx')),
  quickActions: lazy(() => import('./modals/quick-actions-modal.tsx')),
};
declare module '../../components/ui/modal-stack/modal-names.ts' {
  interface FeatureModals {
    calendar: typeof modals;
  }
}

export const calendarFeature: AppFeature = {
  name: 'calendar',
  appRoutes: [{ path: calendarPaths.calendar, element: page(CalendarPage) }],
  nav: [{ to: calendarPaths.calendar, label: 'Calendar', icon: IconCalendar, roles: rolesAllowed('calendar.manage') }],
  modals,
  reducers: { calendar: calendarSlot.reducer },
  widgets: [{ id: 'upcomingEvents', roles: rolesAllowed('calendar.manage'), component: lazy(() => import('./upcoming-events-widget.ts')) }],
};

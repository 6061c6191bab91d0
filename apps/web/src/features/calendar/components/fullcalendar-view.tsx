/**
 * FullCalendar 7 with its plugins and the classic theme in Lintel's colours: the calendar page's grid
 * (month, week, day, list of the month and a 3-day view). Its own lazy chunk, so only /calendar loads it.
 */
import FullCalendar from '@fullcalendar/react';
import type { CalendarApi, DateClickInfo, DatesSetInfo, EventClickInfo, EventDropInfo, EventInput, EventResizeDoneInfo } from '@fullcalendar/react';
import classicTheme from '@fullcalendar/react/themes/classic';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import listPlugin from '@fullcalendar/react/list';
import interactionPlugin from '@fullcalendar/react/interaction';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './fullcalendar-view.css';
import type { RefObject } from 'react';
import { gridTimeFormats } from './grid-time-format.ts';

const plugins = [classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
/** The custom day view: three days side by side (the page draws its own toolbar, so no button text). */
const customViews = { threeDay: { type: 'timeGrid', duration: { days: 3 } } };
/** Event times and hour labels on the browser locale's clock ("6:00 – 7:00pm" in en-US, "18:00" in en-GB). */
const timeFormats = gridTimeFormats();

export interface FullCalendarViewProps {
  calendarRef: RefObject<{ getApi(): CalendarApi } | null>;
  initialView: string;
  /** The date to open on (the date shown before a view change). */
  initialDate?: Date | undefined;
  /** 'auto' for month and list; a fixed height (px) for the time grids, which scroll inside it. */
  height: number | 'auto';
  events: EventInput[];
  isPhone: boolean;
  onDatesSet: (info: DatesSetInfo) => void;
  onDateClick: (info: DateClickInfo) => void;
  onEventClick: (info: EventClickInfo) => void;
  onEventDrop: (info: EventDropInfo) => void;
  onEventResize: (info: EventResizeDoneInfo) => void;
}

export default function FullCalendarView(props: FullCalendarViewProps) {
  return (
    <FullCalendar
      ref={props.calendarRef}
      plugins={plugins}
      views={customViews}
      initialView={props.initialView}
      initialDate={props.initialDate}
      headerToolbar={false}
      height={props.height}
      scrollTime="07:00:00"
      events={props.events}
      firstDay={1}
      nowIndicator
      eventTimeFormat={timeFormats.eventTimeFormat}
      slotHeaderFormat={timeFormats.slotHeaderFormat}
      dayMaxEvents={props.isPhone ? 2 : 4}
      datesSet={props.onDatesSet}
      dateClick={props.onDateClick}
      eventClick={props.onEventClick}
      eventDrop={props.onEventDrop}
      eventResize={props.onEventResize}
      noEventsText="No events in this period"
    />
  );
}

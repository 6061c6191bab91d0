/** Public, lazily loaded entry of the upcoming-events dashboard widget (keeps it out of the dashboard's first load). */
export { UpcomingEventsWidget as default } from './components/upcoming-events-widget.tsx';

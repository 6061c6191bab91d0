/** Public, lazily loaded entry of the contacts dashboard widget (keeps it out of the dashboard's first load). */
export { ContactsWidget as default } from './components/contacts-widget.tsx';

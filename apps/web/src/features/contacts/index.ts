/** Public surface of the contacts feature for the app (store wiring) and the dashboard. */
export { contactsReducer } from './state/contacts-slice.ts';
export { ContactsWidget } from './components/contacts-widget.tsx';

/** The store slot of the contacts slice: the app's root reducer holds it; the slice registers when its chunk loads. */
import { createLazyReducerSlot } from '../../../lib/lazy-reducer.ts';
import type { ContactsState } from './contacts-slice.ts';

export const contactsSlot = createLazyReducerSlot<ContactsState>();

declare module '../../../lib/redux-hooks.ts' {
  /** The root reducer holds this slot under `contacts`: null until the screens' chunk registers the slice. */
  interface AppState {
    contacts: ContactsState | null;
  }
}

/** Public surface of the contacts feature for the app: the store slot (the slice itself loads with the screens; widgets via ./contacts-widget.ts). */
import { contactsSlot } from './state/contacts-slot.ts';

export const contactsReducer = contactsSlot.reducer;

/** Public surface of the documents feature for the app: the store slot (the slice itself loads with the screens; widgets via ./documents-widget.ts). */
import { documentsSlot } from './state/documents-slot.ts';

export const documentsReducer = documentsSlot.reducer;

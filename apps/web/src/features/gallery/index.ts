/** Public surface of the gallery feature for the app: the store slot (the slice itself loads with the screens; widgets via ./gallery-widget.ts). */
import { gallerySlot } from './state/gallery-slot.ts';

export const galleryReducer = gallerySlot.reducer;

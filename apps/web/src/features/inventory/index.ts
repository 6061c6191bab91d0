/** Public surface of the inventory feature for the app: the store slot (the slice itself loads with the screens; widgets via ./inventory-widget.ts). */
import { inventorySlot } from './state/inventory-slot.ts';

export const inventoryReducer = inventorySlot.reducer;

/** The store slot of the inventory slice: the app's root reducer holds it; the slice registers when its chunk loads. */
import { createLazyReducerSlot } from '../../../lib/lazy-reducer.ts';
import type { InventoryState } from './inventory-slice.ts';

export const inventorySlot = createLazyReducerSlot<InventoryState>();

declare module '../../../lib/redux-hooks.ts' {
  /** The root reducer holds this slot under `inventory`: null until the screens' chunk registers the slice. */
  interface AppState {
    inventory: InventoryState | null;
  }
}

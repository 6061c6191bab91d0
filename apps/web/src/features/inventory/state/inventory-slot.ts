/** The store slot of the inventory slice: the app's root reducer holds it; the slice registers when its chunk loads. */
import { createLazyReducerSlot } from '../../../lib/lazy-reducer.ts';
import type { InventoryState } from './inventory-slice.ts';

export const inventorySlot = createLazyReducerSlot<InventoryState>();

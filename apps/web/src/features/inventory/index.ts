/** Public surface of the inventory feature for the app (store wiring) and the dashboard. */
export { inventoryReducer } from './state/inventory-slice.ts';
export { InventoryWidget } from './components/inventory-widget.tsx';

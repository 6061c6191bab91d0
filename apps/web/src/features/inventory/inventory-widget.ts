/** Public, lazily loaded entry of the inventory dashboard widget (keeps it out of the dashboard's first load). */
export { InventoryWidget as default } from './components/inventory-widget.tsx';

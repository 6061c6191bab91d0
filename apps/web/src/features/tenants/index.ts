/** Public surface of the tenants feature for the app: the store slot (the slice itself loads with the screens). */
import { tenantsSlot } from './state/tenants-slot.ts';

export const tenantsReducer = tenantsSlot.reducer;

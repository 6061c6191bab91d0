/** Public surface of the leases feature for the app: the store slot (the slice itself loads with the screens). */
import { leasesSlot } from './state/leases-slot.ts';

export const leasesReducer = leasesSlot.reducer;

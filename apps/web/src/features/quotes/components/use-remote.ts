/** Moved to lib/use-remote.ts (shared by quotes and the guides reader). */
export { useRemote, type Remote } from '../../../lib/use-remote.ts';

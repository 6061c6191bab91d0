/** Public surface of the auth feature for other screens (settings). */
export { updateUserDetails } from './api/auth-calls.ts';

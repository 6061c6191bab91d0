/** Lazy entry of the signed-in shell. */
export { AppLayout as default } from '../components/app-layout.tsx';

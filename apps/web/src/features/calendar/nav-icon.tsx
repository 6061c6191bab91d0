/** The calendar feature's sidebar icon, declared in its own folder (components/ui/icons.tsx keeps the shared ones). */
import { defineIcon } from '../../components/ui/icons.tsx';

/** A calendar page (the calendar). */
export const IconCalendar = defineIcon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);

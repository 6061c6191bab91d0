/** The properties feature's sidebar icon, declared in its own folder (components/ui/icons.tsx keeps the shared ones). */
import { defineIcon } from '../../components/ui/icons.tsx';

export const IconBuilding = defineIcon(
  <>
    <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16" />
    <path d="M16 9h2a2 2 0 0 1 2 2v10M3 21h18M8 7h4M8 11h4M8 15h4" />
  </>,
);

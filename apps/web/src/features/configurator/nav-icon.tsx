/** The configurator feature's sidebar icon, declared in its own folder (components/ui/icons.tsx keeps the shared ones). */
import { defineIcon } from '../../components/ui/icons.tsx';

/** A window with a mullion and a transom bar (the configurator). */
export const IconWindow = defineIcon(
  <>
    <rect x="4" y="3" width="16" height="18" rx="1.5" />
    <path d="M12 3v18M4 10h16" />
  </>,
);

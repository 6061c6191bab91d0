/** The contacts feature's sidebar icon, declared in its own folder (components/ui/icons.tsx keeps the shared ones). */
import { defineIcon } from '../../components/ui/icons.tsx';

export const IconContacts = defineIcon(
  <>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <circle cx="12" cy="10" r="3" />
    <path d="M7.5 17a5 5 0 0 1 9 0" />
  </>,
);

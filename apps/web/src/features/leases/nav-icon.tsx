/** The leases feature's sidebar icons, declared in its own folder (components/ui/icons.tsx keeps the shared ones). */
import { defineIcon } from '../../components/ui/icons.tsx';

export const IconSignature = defineIcon(
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M8 16c1.5-2 2.5-2 3 0s1.5 1.5 2.5 0 2-1 2.5 0" />
  </>,
);
export const IconHome = defineIcon(<path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" />);

/**
 * A handful of inline stroke icons shared across features (no icon library: keeps the first screen
 * small). Decorative: aria-hidden. A feature's own icon (e.g. its nav entry's) is declared in its
 * folder with `defineIcon(<path d="…" />)`, so a new area edits nothing here.
 */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** A 24×24 stroke icon from its SVG children; the component takes `size` (px, default 20) and SVG props. */
export function defineIcon(path: React.ReactNode) {
  return function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {path}
      </svg>
    );
  };
}

export const IconChevronLeft = defineIcon(<path d="m15 18-6-6 6-6" />);
export const IconChevronRight = defineIcon(<path d="m9 18 6-6-6-6" />);
export const IconPlus = defineIcon(<path d="M12 5v14M5 12h14" />);
export const IconDots = defineIcon(
  <>
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </>,
);
export const IconSearch = defineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const IconPhoto = defineIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.5" />
    <path d="m21 16-5-5-9 8" />
  </>,
);
export const IconSend = defineIcon(<path d="M4 12 20 4l-6 16-3-7-7-1Z" />);
export const IconWifiOff = defineIcon(
  <path d="M2 2l20 20M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2.3-1.6M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10.7 5M12 20h.01" />,
);
export const IconDocument = defineIcon(
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </>,
);
// Leasing: tenants, leases (a signed page), applications (a clipboard), a tenant's home.
export const IconClipboard = defineIcon(
  <>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1M9 11h6M9 15h4" />
  </>,
);
export const IconGrip = defineIcon(<path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" strokeWidth={3} />);
export const IconEyeOff = defineIcon(<path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.1A9.8 9.8 0 0 1 12 5c5 0 9 4.5 10 7a13 13 0 0 1-3 4.1M6.6 6.6C4.4 8 2.9 10.1 2 12c1 2.5 5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />);
export const IconArrowUp = defineIcon(<path d="M12 19V5M5 12l7-7 7 7" />);
export const IconArrowDown = defineIcon(<path d="M12 5v14M19 12l-7 7-7-7" />);
export const IconPencil = defineIcon(<path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4ZM13.5 6.5l4 4" />);

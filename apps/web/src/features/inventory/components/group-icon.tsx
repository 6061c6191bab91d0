/** The 7 inventory-group icon names of spec point 3 as small inline stroke icons (no icon library). */
import type { ReactNode } from 'react';
import type { InventoryGroupIcon } from '@lintel/shared';

const paths: Record<InventoryGroupIcon, ReactNode> = {
  Package: (
    <>
      <path d="M21 8 12 3 3 8v8l9 5 9-5z" />
      <path d="m3 8 9 5 9-5M12 13v8M7.5 5.5l9 5" />
    </>
  ),
  DeliveryBox01: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="1.5" />
      <path d="M3 7l2-3h14l2 3M10 11h4" />
    </>
  ),
  DeliveryBox02: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="1.5" />
      <path d="M9 4v6l3-2 3 2V4M7 16h4" />
    </>
  ),
  Layers02: (
    <>
      <path d="m12 3 9 5-9 5-9-5z" />
      <path d="m3 13 9 5 9-5M3 17l9 5 9-5" />
    </>
  ),
  ShoppingBasket01: (
    <>
      <path d="M3 10h18l-2 10H5z" />
      <path d="m8 10 3-6M16 10l-3-6M9 14v3M15 14v3" />
    </>
  ),
  ShoppingBasket03: (
    <>
      <path d="M4 9h16l-1.5 11h-13z" />
      <path d="M8 9a4 4 0 0 1 8 0M4 13h16" />
    </>
  ),
  Luggage01: (
    <>
      <rect x="5" y="7" width="14" height="13" rx="2" />
      <path d="M9 7V4h6v3M9 11v5M15 11v5M8 20v1M16 20v1" />
    </>
  ),
};

export const groupIconLabels: Record<InventoryGroupIcon, string> = {
  Package: 'Package',
  DeliveryBox01: 'Delivery box',
  DeliveryBox02: 'Sealed box',
  Layers02: 'Layers',
  ShoppingBasket01: 'Basket',
  ShoppingBasket03: 'Shopping bag',
  Luggage01: 'Luggage',
};

export function GroupIcon({ name, size = 20 }: { name: InventoryGroupIcon; size?: number }) {
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
    >
      {paths[name] ?? paths.Package}
    </svg>
  );
}

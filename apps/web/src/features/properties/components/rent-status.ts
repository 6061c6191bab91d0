/** Badge colours per rent status; label colours are darker than Mantine's 9th shade so they stay above 4.5:1 on the light badge. */
import type React from 'react';
import type { PropertyDetails, RentStatus, Role } from '@lintel/shared';

export const rentStatusColor: Record<RentStatus, string> = {
  vacant: 'orange',
  ownerOccupied: 'indigo',
  partialLeased: 'grape',
  leased: 'teal',
};

const labelColor: Record<RentStatus, string> = {
  vacant: '#7a2e00',
  ownerOccupied: '#243594',
  partialLeased: '#5e1a70',
  leased: '#03503a',
};

/** Props for a Mantine Badge showing a rent status. */
export function rentStatusBadgeProps(status: RentStatus) {
  return {
    color: rentStatusColor[status],
    variant: 'light' as const,
    style: { '--badge-color': labelColor[status] } as React.CSSProperties,
  };
}

/**
 * Whether the leasing blocks (rent status, the lease card) belong on the page (issue 30 item 14): always for
 * a property manager; for a homeowner only when the place is let (they do not rent their house out).
 */
export function showsLeasing(role: Role | undefined, property: Pick<PropertyDetails, 'activeLease' | 'rentStatus' | 'units'>): boolean {
  if (role !== 'homeOwner') return true;
  return Boolean(property.activeLease) || property.rentStatus === 'leased' || property.rentStatus === 'partialLeased' || property.units.some((unit) => unit.activeLease);
}

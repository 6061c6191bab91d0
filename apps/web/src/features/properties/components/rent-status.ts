/** Badge colours per rent status; label colours are darker than Mantine's 9th shade so they stay above 4.5:1 on the light badge. */
import type React from 'react';
import type { RentStatus } from '@lintel/shared';

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

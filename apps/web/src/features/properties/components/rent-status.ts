/** Badge colours per rent status; the label uses the 9th shade so it stays above 4.5:1 on the light badge. */
import type { RentStatus } from '@lintel/shared';

export const rentStatusColor: Record<RentStatus, string> = {
  vacant: 'orange',
  ownerOccupied: 'indigo',
  partialLeased: 'grape',
  leased: 'teal',
};

/** Props for a Mantine Badge showing a rent status. */
export function rentStatusBadgeProps(status: RentStatus) {
  const color = rentStatusColor[status];
  return { color, variant: 'light' as const, c: `${color}.9` };
}

/** Badge colours per rent status (dark shades: text on light badges stays above 4.5:1). */
import type { RentStatus } from '@lintel/shared';

export const rentStatusColor: Record<RentStatus, string> = {
  vacant: 'orange.9',
  ownerOccupied: 'indigo.9',
  partialLeased: 'grape.9',
  leased: 'teal.9',
};

/** Role groups the web's navigation and role gates share (DESIGN.md roles table). */
import type { Role } from '@lintel/shared';

/** Property managers and homeowners: the owners of properties, leasing, money and household records. */
export const landlordRoles: readonly Role[] = ['propertyManager', 'homeOwner'];

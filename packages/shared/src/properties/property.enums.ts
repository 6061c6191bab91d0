/** Property enumerations and their display labels (spec point 3 "Property"). */
export const propertyTypes = ['singleFamily', 'multiFamily', 'apartment', 'cottage', 'unit'] as const;
export type PropertyType = (typeof propertyTypes)[number];
export const propertyTypeLabels: Record<PropertyType, string> = {
  singleFamily: 'Single family',
  multiFamily: 'Multi family',
  apartment: 'Apartment',
  cottage: 'Cottage',
  unit: 'Unit',
};

export const propertySubTypes = ['detach', 'semiDetach', 'townhouse', 'condoTownhouse', 'condo', 'coOp'] as const;
export type PropertySubType = (typeof propertySubTypes)[number];
export const propertySubTypeLabels: Record<PropertySubType, string> = {
  detach: 'Detached',
  semiDetach: 'Semi-detached',
  townhouse: 'Townhouse',
  condoTownhouse: 'Condo townhouse',
  condo: 'Condo',
  coOp: 'Co-op',
};

export const rentStatuses = ['vacant', 'ownerOccupied', 'partialLeased', 'leased'] as const;
export type RentStatus = (typeof rentStatuses)[number];
export const rentStatusLabels: Record<RentStatus, string> = {
  vacant: 'Vacant',
  ownerOccupied: 'Owner occupied',
  partialLeased: 'Partially leased',
  leased: 'Leased',
};

/** Spec point 3 room names. */
export const roomNames = [
  'Living Room', 'Dining Room', 'Bedroom', 'Bathroom', 'Kitchen',
  'Guest Room', 'Office Room', 'Basement', 'Balcony', 'Den',
] as const;
export type RoomName = (typeof roomNames)[number];

/** Spec point 9 sort orders for properties: newest/oldest, A-Z/Z-A, unit count and created-at both ways. */
export const propertySortOptions = ['newest', 'oldest', 'nameAsc', 'nameDesc', 'unitsAsc', 'unitsDesc'] as const;
export type PropertySort = (typeof propertySortOptions)[number];
export const propertySortLabels: Record<PropertySort, string> = {
  newest: 'Newest to old',
  oldest: 'Oldest to new',
  nameAsc: 'A-Z',
  nameDesc: 'Z-A',
  unitsAsc: 'Units: fewest first',
  unitsDesc: 'Units: most first',
};

/** Types that hold units. */
export const multiUnitTypes: readonly PropertyType[] = ['multiFamily', 'apartment'];

export const countries = ['USA', 'Canada', 'Australia'] as const;

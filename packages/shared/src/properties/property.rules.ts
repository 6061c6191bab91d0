/** Pure property rules (spec point 5 "Property payload"). */
import type { CreatePropertyInput } from './property.schema.ts';
import type { PropertyType } from './property.enums.ts';
import { multiUnitTypes } from './property.enums.ts';

/** Spec point 5: roomsDetails is null for a multiFamily property or a studio. */
export function hasRoomsDetails(type: PropertyType, isStudio: boolean): boolean {
  return type !== 'multiFamily' && !isStudio;
}

/**
 * How every list, export and document names a place (issue 11 item 9): "Property · Unit 101" for a
 * unit, the property's nickname alone for a home or building. `propertyName` is the unit's building
 * (null or absent for a top-level property); `unitName` is the place's own nickname.
 */
export function unitLabel({ propertyName, unitName }: { propertyName?: string | null | undefined; unitName: string }): string {
  return propertyName ? `${propertyName} · ${unitName}` : unitName;
}

/** unitLabel of a property reference `{ nickname, parent: { nickname } | null }` (money, leases, applications DTOs). */
export function propertyRefLabel(ref: { nickname: string; parent?: { nickname: string } | null | undefined }): string {
  return unitLabel({ propertyName: ref.parent?.nickname, unitName: ref.nickname });
}

/** A postal address on one line: "1420 Maple Avenue, Portland, OR 97205, USA" (blank parts left out). */
export function formatLocation(location: { address: string; city: string; state: string; postalCode: string; country: string }): string {
  const region = [location.state, location.postalCode].filter((part) => part.trim()).join(' ');
  return [location.address, location.city, region, location.country].filter((part) => part.trim()).join(', ');
}

/** True for a property that can hold units. */
export function canHoldUnits(type: PropertyType): boolean {
  return multiUnitTypes.includes(type);
}

/** Most units one request may add to a building (each is a row; bigger buildings grow in steps). */
export const MAX_UNITS_PER_REQUEST = 500;

/**
 * Spec point 5 unitsCount, one rule everywhere: a building's unitsCount is always the number of its
 * active units (derived by the server, never stored as typed). A unitsCount sent on create or edit
 * asks for that many units: the missing ones are created as "Unit n" (n counts on from the existing
 * units). Answers the names of the units to create; throws nothing — the caller refuses a count
 * below `existing` (units are removed one by one on the property page) or one on a property that
 * cannot hold units.
 */
export function unitsToCreate(existing: number, requested: number | undefined): string[] {
  if (requested === undefined || requested <= existing) return [];
  return Array.from({ length: requested - existing }, (_, index) => `Unit ${existing + index + 1}`);
}

/** The values the add/edit property form keeps; numbers may be blank while typing. */
export interface PropertyFormValues {
  nickname: string;
  type: PropertyType;
  isStudio: boolean;
  location: { address: string; city: string; state: string; postalCode: string; country: 'USA' | 'Canada' | 'Australia' };
  subType: CreatePropertyInput['subType'];
  rentStatus: NonNullable<CreatePropertyInput['rentStatus']>;
  unitsCount: number | '';
  floor: number | '';
  storey: number | '';
  imageIds: string[];
  parkingSpaces: { garageParking: number | ''; carportParking: number | ''; parkingLot: number | '' };
  taxes: { propertyTax: number | ''; insurance: number | ''; hoaFee: number | '' };
  roomsDetails: { bedroom: number | ''; bathroom: number | ''; den: number | '' };
  sizes: { sqFt: number | ''; lotSqFt: number | ''; landSizeWidth: number | ''; landSizeLength: number | ''; ceilingHeight: number | '' };
  parentId?: string;
}

const num = (value: number | '') => (value === '' ? 0 : value);
const numOrNull = (value: number | '') => (value === '' ? null : value);
const numOrUndefined = (value: number | '') => (value === '' ? undefined : value);

/**
 * Builds the POST/PUT /properties payload from form values (spec point 5): location and taxes are
 * omitted for a unit, roomsDetails is null for multiFamily or a studio, blank numbers are left out.
 */
export function buildPropertyPayload(form: PropertyFormValues): CreatePropertyInput {
  const isUnit = form.type === 'unit';
  const payload: CreatePropertyInput = {
    nickname: form.nickname.trim(),
    type: form.type,
    isStudio: form.isStudio,
    subType: form.subType ?? null,
    rentStatus: form.rentStatus,
    unitsCount: canHoldUnits(form.type) ? numOrUndefined(form.unitsCount) : undefined,
    floor: numOrNull(form.floor),
    storey: numOrNull(form.storey),
    images: form.imageIds,
    parkingSpaces: {
      garageParking: num(form.parkingSpaces.garageParking),
      carportParking: num(form.parkingSpaces.carportParking),
      parkingLot: num(form.parkingSpaces.parkingLot),
    },
    roomsDetails: hasRoomsDetails(form.type, form.isStudio)
      ? { bedroom: num(form.roomsDetails.bedroom), bathroom: num(form.roomsDetails.bathroom), den: num(form.roomsDetails.den) }
      : null,
    sizes: {
      sqFt: numOrNull(form.sizes.sqFt),
      lotSqFt: numOrNull(form.sizes.lotSqFt),
      landSizeWidth: numOrNull(form.sizes.landSizeWidth),
      landSizeLength: numOrNull(form.sizes.landSizeLength),
      ceilingHeight: numOrNull(form.sizes.ceilingHeight),
    },
  };
  if (payload.unitsCount === undefined) delete payload.unitsCount;
  if (isUnit) {
    if (form.parentId) payload.parentId = form.parentId;
  } else {
    payload.location = { ...form.location, address: form.location.address.trim() };
    payload.taxes = {
      propertyTax: num(form.taxes.propertyTax),
      insurance: num(form.taxes.insurance),
      hoaFee: num(form.taxes.hoaFee),
    };
  }
  return payload;
}

/** Empty form values for a new property (or a unit of parentId). */
export function emptyPropertyForm(parentId?: string): PropertyFormValues {
  return {
    nickname: '',
    type: parentId ? 'unit' : 'singleFamily',
    isStudio: false,
    location: { address: '', city: '', state: '', postalCode: '', country: 'USA' },
    subType: null,
    rentStatus: 'vacant',
    unitsCount: '',
    floor: '',
    storey: '',
    imageIds: [],
    parkingSpaces: { garageParking: '', carportParking: '', parkingLot: '' },
    taxes: { propertyTax: '', insurance: '', hoaFee: '' },
    roomsDetails: { bedroom: '', bathroom: '', den: '' },
    sizes: { sqFt: '', lotSqFt: '', landSizeWidth: '', landSizeLength: '', ceilingHeight: '' },
    ...(parentId ? { parentId } : {}),
  };
}

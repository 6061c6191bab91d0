/**
 * The add/edit property (and create unit) form: basics, location, rooms details, parking, taxes, sizes,
 * photos. Sections a payload would drop (spec point 5) are hidden: location and taxes for a unit,
 * rooms details for multiFamily or a studio. The caller turns the values into a payload with
 * buildPropertyPayload.
 */
import { Button, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  canHoldUnits,
  countries,
  hasRoomsDetails,
  propertySubTypeLabels,
  propertySubTypes,
  propertyTypeLabels,
  propertyTypes,
  rentStatusLabels,
  rentStatuses,
} from '@lintel/shared';
import type { PropertyFormValues, PropertySubType, PropertyType, RentStatus, StoredFile } from '@lintel/shared';
import { AttachmentInput } from '../../../components/ui/attachments/attachment-input.tsx';

export interface PropertyFormProps {
  initialValues: PropertyFormValues;
  initialImages?: StoredFile[];
  /** Creating a unit: the type is fixed to 'unit'. Editing: the type can't change (PUT has no type). */
  typeLocked?: boolean;
  /** Editing a building: the units it has; the typed number of units can only add to them (spec point 5). */
  existingUnits?: number;
  submitLabel: string;
  pending?: boolean;
  onSubmit: (values: PropertyFormValues) => void;
  onCancel: () => void;
}

type NumberField = number | '';
const toNumber = (value: string | number): NumberField => (value === '' || value === null ? '' : Number(value));
const buildingTypes = propertyTypes.filter((type) => type !== 'unit');

/** The form's required fields: a nickname, and an address unless it is a unit (which has its building's). */
function validateProperty(values: PropertyFormValues, isUnit: boolean): { nickname?: string; address?: string } {
  const errors: { nickname?: string; address?: string } = {};
  if (!values.nickname.trim()) errors.nickname = 'Nickname is required';
  if (!isUnit && !values.location.address.trim()) errors.address = 'Address is required';
  return errors;
}

export function PropertyForm({
  initialValues,
  initialImages = [],
  typeLocked,
  existingUnits,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: PropertyFormProps) {
  const [values, setValues] = useState<PropertyFormValues>(initialValues);
  const [images, setImages] = useState<StoredFile[]>(initialImages);
  const [uploading, setUploading] = useState(false);
  // Validated as the user types once they tried to submit, so a fixed field clears at once (issue 11 item 10).
  const [submitted, setSubmitted] = useState(false);
  const isUnit = values.type === 'unit';
  const errors = submitted ? validateProperty(values, isUnit) : {};
  const showRooms = hasRoomsDetails(values.type, values.isStudio);

  const set = <K extends keyof PropertyFormValues>(key: K, value: PropertyFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setIn = <K extends 'location' | 'parkingSpaces' | 'taxes' | 'roomsDetails' | 'sizes'>(
    key: K,
    field: keyof PropertyFormValues[K],
    value: unknown,
  ) => setValues((current) => ({ ...current, [key]: { ...current[key], [field]: value } }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const next = validateProperty(values, isUnit);
    if (next.nickname || next.address) return;
    onSubmit({ ...values, imageIds: images.map((image) => image.id) });
  }

  const num = (
    label: string,
    value: NumberField,
    onChange: (value: NumberField) => void,
    extra: { min?: number; decimalScale?: number; prefix?: string; description?: string } = {},
  ) => (
    <NumberInput
      label={label}
      description={extra.description}
      value={value}
      onChange={(v) => onChange(toNumber(v))}
      min={extra.min ?? 0}
      decimalScale={extra.decimalScale ?? 0}
      prefix={extra.prefix}
      thousandSeparator=","
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        <Fieldset legend="Basics">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Nickname"
              required
              value={values.nickname}
              onChange={(e) => set('nickname', e.currentTarget.value)}
              error={errors.nickname}
              data-autofocus
            />
            <Select
              label="Type"
              value={values.type}
              disabled={typeLocked}
              allowDeselect={false}
              data={(typeLocked ? propertyTypes : buildingTypes).map((type) => ({
                value: type,
                label: propertyTypeLabels[type],
              }))}
              onChange={(value) => value && set('type', value as PropertyType)}
            />
            <Select
              label="Sub-type"
              clearable
              value={values.subType ?? null}
              data={propertySubTypes.map((type) => ({ value: type, label: propertySubTypeLabels[type] }))}
              onChange={(value) => set('subType', (value as PropertySubType | null) ?? null)}
            />
            <Select
              label="Rent status"
              allowDeselect={false}
              value={values.rentStatus}
              data={rentStatuses.map((status) => ({ value: status, label: rentStatusLabels[status] }))}
              onChange={(value) => value && set('rentStatus', value as RentStatus)}
            />
            {canHoldUnits(values.type) &&
              num('Number of units', values.unitsCount, (v) => set('unitsCount', v), {
                min: existingUnits ?? 0,
                description:
                  existingUnits === undefined
                    ? 'Creates this many units (Unit 1, Unit 2, …)'
                    : 'Adds units up to this number; remove a unit from the property page',
              })}
            {num('Floor', values.floor, (v) => set('floor', v), { min: -5 })}
            {num('Storeys', values.storey, (v) => set('storey', v))}
            <Switch
              label="Studio"
              checked={values.isStudio}
              onChange={(e) => set('isStudio', e.currentTarget.checked)}
              mt={{ sm: 'xl' }}
            />
          </SimpleGrid>
        </Fieldset>

        {!isUnit && (
          <Fieldset legend="Location">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Address"
                required
                value={values.location.address}
                onChange={(e) => setIn('location', 'address', e.currentTarget.value)}
                error={errors.address}
                autoComplete="street-address"
              />
              <TextInput
                label="City"
                value={values.location.city}
                onChange={(e) => setIn('location', 'city', e.currentTarget.value)}
                autoComplete="address-level2"
              />
              <TextInput
                label="State / province"
                value={values.location.state}
                onChange={(e) => setIn('location', 'state', e.currentTarget.value)}
                autoComplete="address-level1"
              />
              <TextInput
                label="Postal code"
                value={values.location.postalCode}
                onChange={(e) => setIn('location', 'postalCode', e.currentTarget.value)}
                autoComplete="postal-code"
              />
              <Select
                label="Country"
                allowDeselect={false}
                value={values.location.country}
                data={[...countries]}
                onChange={(value) => value && setIn('location', 'country', value)}
              />
            </SimpleGrid>
          </Fieldset>
        )}

        {showRooms && (
          <Fieldset legend="Rooms details">
            <SimpleGrid cols={3}>
              {num('Bedrooms', values.roomsDetails.bedroom, (v) => setIn('roomsDetails', 'bedroom', v))}
              {num('Bathrooms', values.roomsDetails.bathroom, (v) => setIn('roomsDetails', 'bathroom', v))}
              {num('Dens', values.roomsDetails.den, (v) => setIn('roomsDetails', 'den', v))}
            </SimpleGrid>
          </Fieldset>
        )}

        <Fieldset legend="Parking">
          <SimpleGrid cols={3}>
            {num('Garage', values.parkingSpaces.garageParking, (v) => setIn('parkingSpaces', 'garageParking', v))}
            {num('Carport', values.parkingSpaces.carportParking, (v) => setIn('parkingSpaces', 'carportParking', v))}
            {num('Parking lot', values.parkingSpaces.parkingLot, (v) => setIn('parkingSpaces', 'parkingLot', v))}
          </SimpleGrid>
        </Fieldset>

        {!isUnit && (
          <Fieldset legend="Taxes (yearly)">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {num('Property tax', values.taxes.propertyTax, (v) => setIn('taxes', 'propertyTax', v), {
                decimalScale: 2,
                prefix: '$',
              })}
              {num('Insurance', values.taxes.insurance, (v) => setIn('taxes', 'insurance', v), {
                decimalScale: 2,
                prefix: '$',
              })}
              {num('HOA fee', values.taxes.hoaFee, (v) => setIn('taxes', 'hoaFee', v), {
                decimalScale: 2,
                prefix: '$',
              })}
            </SimpleGrid>
          </Fieldset>
        )}

        <Fieldset legend="Sizes">
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {num('Interior (sq ft)', values.sizes.sqFt, (v) => setIn('sizes', 'sqFt', v), { decimalScale: 2 })}
            {num('Lot (sq ft)', values.sizes.lotSqFt, (v) => setIn('sizes', 'lotSqFt', v), { decimalScale: 2 })}
            {num('Land width (ft)', values.sizes.landSizeWidth, (v) => setIn('sizes', 'landSizeWidth', v), {
              decimalScale: 2,
            })}
            {num('Land length (ft)', values.sizes.landSizeLength, (v) => setIn('sizes', 'landSizeLength', v), {
              decimalScale: 2,
            })}
            {num('Ceiling height (ft)', values.sizes.ceilingHeight, (v) => setIn('sizes', 'ceilingHeight', v), {
              decimalScale: 2,
            })}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Photos">
          <AttachmentInput
            label="Property photos"
            value={images}
            onChange={setImages}
            imagesOnly
            onUploadingChange={setUploading}
          />
        </Fieldset>

        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} disabled={uploading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Form values of an existing record, for the edit modal. */
export function formValuesOf(property: {
  nickname: string;
  type: PropertyType;
  isStudio: boolean;
  location: PropertyFormValues['location'] | null;
  subType: PropertySubType | null;
  rentStatus: RentStatus;
  unitsCount: number;
  floor: number | null;
  storey: number | null;
  images: StoredFile[];
  parkingSpaces: { garageParking: number; carportParking: number; parkingLot: number };
  taxes: { propertyTax: number; insurance: number; hoaFee: number } | null;
  roomsDetails: { bedroom: number; bathroom: number; den: number } | null;
  sizes: Partial<Record<'sqFt' | 'lotSqFt' | 'landSizeWidth' | 'landSizeLength' | 'ceilingHeight', number | null>>;
  parent: { id: string } | null;
}): PropertyFormValues {
  const blank = (value: number | null | undefined): NumberField => (value === null || value === undefined ? '' : value);
  return {
    nickname: property.nickname,
    type: property.type,
    isStudio: property.isStudio,
    location: property.location ?? { address: '', city: '', state: '', postalCode: '', country: 'USA' },
    subType: property.subType,
    rentStatus: property.rentStatus,
    unitsCount: canHoldUnits(property.type) ? property.unitsCount : '',
    floor: blank(property.floor),
    storey: blank(property.storey),
    imageIds: property.images.map((image) => image.id),
    parkingSpaces: { ...property.parkingSpaces },
    taxes: property.taxes ? { ...property.taxes } : { propertyTax: '', insurance: '', hoaFee: '' },
    roomsDetails: property.roomsDetails ? { ...property.roomsDetails } : { bedroom: '', bathroom: '', den: '' },
    sizes: {
      sqFt: blank(property.sizes.sqFt),
      lotSqFt: blank(property.sizes.lotSqFt),
      landSizeWidth: blank(property.sizes.landSizeWidth),
      landSizeLength: blank(property.sizes.landSizeLength),
      ceilingHeight: blank(property.sizes.ceilingHeight),
    },
    ...(property.parent ? { parentId: property.parent.id } : {}),
  };
}

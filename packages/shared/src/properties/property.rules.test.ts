import { describe, expect, it } from 'vitest';
import { buildPropertyPayload, emptyPropertyForm, hasRoomsDetails } from './property.rules.ts';
import { createPropertyInputSchema } from './property.schema.ts';

describe('spec point 5: property payload', () => {
  const filled = () => ({
    ...emptyPropertyForm(),
    nickname: '  Birch House ',
    location: { address: ' 27 Birch Lane ', city: 'Boise', state: 'ID', postalCode: '83702', country: 'USA' as const },
    taxes: { propertyTax: 4200 as number | '', insurance: '' as number | '', hoaFee: 360 as number | '' },
    roomsDetails: { bedroom: 3 as number | '', bathroom: 2 as number | '', den: '' as number | '' },
    imageIds: ['0190a0a0-0000-7000-8000-000000000001'],
  });

  it.each([
    ['singleFamily', false, true],
    ['multiFamily', false, false],
    ['apartment', true, false],
    ['cottage', false, true],
  ] as const)('5: roomsDetails for %s (studio %s) is kept: %s', (type, isStudio, kept) => {
    expect(hasRoomsDetails(type, isStudio)).toBe(kept);
    const payload = buildPropertyPayload({ ...filled(), type, isStudio });
    expect(payload.roomsDetails === null).toBe(!kept);
  });

  it('5: location and taxes are omitted for a unit, and the unit names its property', () => {
    const payload = buildPropertyPayload({ ...filled(), type: 'unit', parentId: '0190a0a0-0000-7000-8000-0000000000aa' });
    expect(payload).not.toHaveProperty('location');
    expect(payload).not.toHaveProperty('taxes');
    expect(payload.parentId).toBe('0190a0a0-0000-7000-8000-0000000000aa');
    expect(createPropertyInputSchema.safeParse(payload).success).toBe(true);
  });

  it('5: a property keeps location and taxes, trims text and sends images as ids; blanks become 0 or null', () => {
    const payload = buildPropertyPayload(filled());
    expect(payload.nickname).toBe('Birch House');
    expect(payload.location?.address).toBe('27 Birch Lane');
    expect(payload.taxes).toEqual({ propertyTax: 4200, insurance: 0, hoaFee: 360 });
    expect(payload.roomsDetails).toEqual({ bedroom: 3, bathroom: 2, den: 0 });
    expect(payload.images).toEqual(['0190a0a0-0000-7000-8000-000000000001']);
    expect(payload.sizes?.sqFt).toBeNull();
    expect(payload).not.toHaveProperty('unitsCount');
    expect(createPropertyInputSchema.safeParse(payload).success).toBe(true);
  });

  it('the schema refuses a unit without its property and a property without a location', () => {
    expect(createPropertyInputSchema.safeParse({ nickname: 'U', type: 'unit' }).success).toBe(false);
    expect(createPropertyInputSchema.safeParse({ nickname: 'H', type: 'cottage' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { buildPropertyPayload, emptyPropertyForm, formatLocation, hasRoomsDetails, propertyRefLabel, unitLabel, unitsToCreate } from './property.rules.ts';
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

describe('unitLabel, propertyRefLabel, formatLocation (issue 11 item 9: how money names a place)', () => {
  it.each([
    [{ propertyName: 'Maple Court', unitName: 'Unit 101' }, 'Maple Court · Unit 101'],
    [{ propertyName: 'Birch House', unitName: 'Unit 101' }, 'Birch House · Unit 101'],
    [{ propertyName: null, unitName: 'Cedar Cottage' }, 'Cedar Cottage'],
    [{ unitName: 'Cedar Cottage' }, 'Cedar Cottage'],
  ])('%o → %s', (input, expected) => {
    expect(unitLabel(input)).toBe(expected);
  });

  it('a reference names its building when it has one', () => {
    expect(propertyRefLabel({ nickname: 'Unit 1A', parent: { nickname: 'Maple Court' } })).toBe('Maple Court · Unit 1A');
    expect(propertyRefLabel({ nickname: 'Cedar Cottage', parent: null })).toBe('Cedar Cottage');
  });

  it('an address on one line, blank parts left out', () => {
    expect(formatLocation({ address: '1420 Maple Avenue', city: 'Portland', state: 'OR', postalCode: '97205', country: 'USA' })).toBe('1420 Maple Avenue, Portland, OR 97205, USA');
    expect(formatLocation({ address: '1420 Maple Avenue', city: 'Portland', state: '', postalCode: ' ', country: 'USA' })).toBe('1420 Maple Avenue, Portland, USA');
  });
});

describe('unitsCount (spec point 5): the count is the units; a typed count creates the missing ones', () => {
  it.each([
    [0, 3, ['Unit 1', 'Unit 2', 'Unit 3']],
    [4, 6, ['Unit 5', 'Unit 6']],
    [4, 4, []],
    [4, 2, []],
    [2, undefined, []],
  ])('with %s units, a requested %s creates %j', (existing, requested, names) => {
    expect(unitsToCreate(existing, requested)).toEqual(names);
  });

  it('the form sends a number of units only for a property that can hold units', () => {
    const house = { ...emptyPropertyForm(), type: 'singleFamily' as const, unitsCount: 3 };
    expect(buildPropertyPayload(house).unitsCount).toBeUndefined();
    expect(buildPropertyPayload({ ...house, type: 'multiFamily' }).unitsCount).toBe(3);
  });
});

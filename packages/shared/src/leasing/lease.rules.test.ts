import { describe, expect, it } from 'vitest';
import {
  buildLeasePayload,
  buildingRentStatus,
  cleanPhoneNumber,
  dateRangesOverlap,
  defaultEndDate,
  effectiveLeaseStatus,
  findOverlappingLease,
  isDateOnly,
  leaseCoversDate,
  leaseOverlapMessage,
  rentStatusFromLeases,
  toDateOnly,
  type LeaseDates,
  type LeaseForm,
} from './lease.rules.ts';
import { createLeaseInputSchema, signLeaseInputSchema } from './lease.schema.ts';
import { leaseSortLabels, leaseTerms } from './leasing.enums.ts';

const PROPERTY = '0190a0a0-0000-7000-8000-0000000000aa';
const PICKED = '0190a0a0-0000-7000-8000-0000000000bb';

const form = (overrides: Partial<LeaseForm> = {}): LeaseForm => ({
  propertyId: PROPERTY,
  term: 'one-year',
  startDate: new Date(2026, 8, 1),
  endDate: '2027-08-31T00:00:00.000Z',
  leaseEndingCondition: '',
  rentAmount: '1850.50',
  depositValue: '',
  depositTerm: null,
  lateFee: { amount: '50', amountType: 'fixed', dueDays: '5' },
  rentPayType: 'monthly',
  firstDay: '1',
  secondDay: '15',
  alignMonthly: false,
  occupants: [{ fullName: '', relationship: 'child' }, { fullName: 'Mia Chen', relationship: 'child', dateOfBirth: '' }],
  utilities: [],
  amenityIds: null,
  documentIds: [],
  landlord: { fullName: ' Oak Property Co ', email: '', phoneNumber: '(503) 555-0100', entityType: 'company' },
  tenants: [
    { existingId: PICKED, fullName: 'Picked Person' },
    { fullName: '  Alex Chen ', email: 'alex@example.com', phoneNumbers: ['+1 (503) 555-0199', '', null], dateOfBirth: new Date(1992, 0, 31), imageId: null },
    { fullName: '   ', email: 'ghost@example.com' },
    { fullName: '' },
  ],
  ...overrides,
});

describe('spec point 5: lease payload builder', () => {
  it('5: only tenants with a name are sent; picked tenants go in existedTenants', () => {
    const payload = buildLeasePayload(form());
    expect(payload.tenants).toEqual([{ fullName: 'Alex Chen', email: 'alex@example.com', phoneNumbers: ['+15035550199'], dateOfBirth: '1992-01-31' }]);
    expect(payload.existedTenants).toEqual([{ id: PICKED }]);
  });

  it('5: empty optional fields are left out', () => {
    const payload = buildLeasePayload(form());
    for (const key of ['leaseEndingCondition', 'depositValue', 'depositTerm', 'utilities', 'amenityIds', 'documentIds', 'secondDay', 'templateId', 'signedOffline']) {
      expect(payload, key).not.toHaveProperty(key);
    }
    expect(payload.landlord).not.toHaveProperty('email');
    expect(payload.occupants).toEqual([{ fullName: 'Mia Chen', relationship: 'child' }]);
  });

  it.each([
    ['a local Date', new Date(2026, 8, 1), '2026-09-01'],
    ['an ISO instant keeps its date part', '2027-08-31T00:00:00.000Z', '2027-08-31'],
    ['a date-only string', '2026-02-28', '2026-02-28'],
    ['a blank', '', undefined],
    ['null', null, undefined],
  ] as const)('5: dates are sent as YYYY-MM-DD: %s', (_name, input, expected) => {
    expect(toDateOnly(input)).toBe(expected);
  });

  it.each([
    ['(503) 555-0100', '5035550100'],
    ['+1 503.555.0100', '+15035550100'],
    [' 0412 345 678 ', '0412345678'],
    ['', ''],
  ])('5: phone number %j is cleaned to %j', (raw, cleaned) => {
    expect(cleanPhoneNumber(raw)).toBe(cleaned);
  });

  it('5: numbers from inputs become numbers; the late fee rule and landlord phone are kept', () => {
    const payload = buildLeasePayload(form());
    expect(payload).toMatchObject({ rentAmount: 1850.5, firstDay: 1, lateFee: { amount: 50, amountType: 'fixed', dueDays: 5 } });
    expect(payload.landlord).toEqual({ fullName: 'Oak Property Co', phoneNumber: '5035550100', entityType: 'company' });
    expect(payload.startDate).toBe('2026-09-01');
    expect(payload.endDate).toBe('2027-08-31');
  });

  it('5: a month-to-month lease sends no end date, a blank late fee is left out, twiceMonthly keeps the second day', () => {
    const payload = buildLeasePayload(form({ term: 'month_to_month', lateFee: { amount: '', amountType: 'percent', dueDays: '' }, rentPayType: 'twiceMonthly' }));
    expect(payload).not.toHaveProperty('endDate');
    expect(payload).not.toHaveProperty('lateFee');
    expect(payload.secondDay).toBe(15);
  });

  it('5: the built payload passes the server contract', () => {
    expect(createLeaseInputSchema.safeParse(buildLeasePayload(form())).success).toBe(true);
  });
});

describe('spec point 3: lease contract', () => {
  const valid = () => buildLeasePayload(form());

  it('3: lease terms are one-year, month_to_month and half-year', () => {
    expect(leaseTerms).toEqual(['one-year', 'month_to_month', 'half-year']);
  });

  it.each([
    ['no tenants', { tenants: [], existedTenants: [] }, 'tenants'],
    ['fixed term without an end date', { endDate: undefined }, 'endDate'],
    ['end before start', { endDate: '2026-08-01' }, 'endDate'],
    ['late fee over 100 percent', { lateFee: { amount: 150, amountType: 'percent', dueDays: 3 } }, 'lateFee.amount'],
    ['weekly rent on day 12', { rentPayType: 'weekly', firstDay: 12 }, 'firstDay'],
    ['twice monthly without a second day', { rentPayType: 'twiceMonthly' }, 'secondDay'],
    ['a bad date', { startDate: '2026-02-30' }, 'startDate'],
    ['three decimals of rent', { rentAmount: 100.005 }, 'rentAmount'],
  ])('3: %s is refused on %s', (_name, change, path) => {
    const result = createLeaseInputSchema.safeParse({ ...valid(), ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });

  it('9: lease sorts are A-Z, Z-A, end date and rent amount both ways, newest first by default', () => {
    expect(Object.values(leaseSortLabels)).toEqual(['Newest to old', 'Oldest to new', 'A-Z', 'Z-A', 'Lease end date ↑', 'Lease end date ↓', 'Rent amount ↑', 'Rent amount ↓']);
  });

  it.each([
    ['one-year', '2026-09-01', '2027-08-31'],
    ['half-year', '2026-08-31', '2027-02-27'],
    ['month_to_month', '2026-09-01', null],
  ] as const)('3: a %s lease starting %s ends %s by default', (term, start, end) => {
    expect(defaultEndDate(term, start)).toBe(end);
  });

  it('e-signature: drawn signatures are PNG data URLs, typed ones a name, and consent is required', () => {
    expect(signLeaseInputSchema.safeParse({ signatureType: 'typed', signature: 'Alex Chen', consent: true }).success).toBe(true);
    expect(signLeaseInputSchema.safeParse({ signatureType: 'drawn', signature: 'data:image/png;base64,iVBORw0KGgo=', consent: true }).success).toBe(true);
    expect(signLeaseInputSchema.safeParse({ signatureType: 'drawn', signature: 'Alex Chen', consent: true }).success).toBe(false);
    expect(signLeaseInputSchema.safeParse({ signatureType: 'typed', signature: 'Alex Chen', consent: false }).success).toBe(false);
  });

  it('dates: impossible calendar dates are refused', () => {
    expect(isDateOnly('2028-02-29')).toBe(true);
    expect(isDateOnly('2027-02-29')).toBe(false);
    expect(isDateOnly('2027-13-01')).toBe(false);
  });
});

describe('lease date overlap (validate-dates)', () => {
  const lease = (id: string, status: LeaseDates['status'], startDate: string, endDate: string | null, terminationDate?: string): LeaseDates => ({
    id, status, startDate, endDate, ...(terminationDate ? { terminationDate } : {}),
  });

  it.each([
    ['inside', { startDate: '2026-03-01', endDate: '2026-06-30' }, { startDate: '2026-01-01', endDate: '2026-12-31' }, true],
    ['touching on the last day', { startDate: '2026-12-31', endDate: '2027-12-30' }, { startDate: '2026-01-01', endDate: '2026-12-31' }, true],
    ['the day after', { startDate: '2027-01-01', endDate: '2027-12-31' }, { startDate: '2026-01-01', endDate: '2026-12-31' }, false],
    ['before an open-ended lease', { startDate: '2025-01-01', endDate: '2025-12-31' }, { startDate: '2026-01-01', endDate: null }, false],
    ['after the start of an open-ended lease', { startDate: '2030-01-01', endDate: '2030-12-31' }, { startDate: '2026-01-01', endDate: null }, true],
  ])('%s → overlap %s', (_name, a, b, expected) => {
    expect(dateRangesOverlap(a, b)).toBe(expected);
    expect(dateRangesOverlap(b, a)).toBe(expected);
  });

  it.each([
    ['an active lease', lease('a', 'active', '2026-01-01', '2026-12-31'), true],
    ['a lease pending signature', lease('a', 'pendingSignature', '2026-01-01', '2026-12-31'), true],
    ['a draft', lease('a', 'draft', '2026-01-01', '2026-12-31'), false],
    ['a lease terminated before the new start', lease('a', 'terminated', '2026-01-01', '2026-12-31', '2026-05-31'), false],
    ['a lease terminated after the new start', lease('a', 'terminated', '2026-01-01', '2026-12-31', '2026-06-15'), true],
  ])('another %s blocks the dates: %s', (_name, other, blocks) => {
    expect(Boolean(findOverlappingLease({ startDate: '2026-06-01', endDate: '2027-05-31' }, [other]))).toBe(blocks);
  });

  it('the lease being edited does not block itself, and the message names the dates', () => {
    const other = lease('a', 'active', '2026-01-01', null);
    expect(findOverlappingLease({ startDate: '2026-06-01', endDate: null, excludeLeaseId: 'a' }, [other])).toBeUndefined();
    expect(leaseOverlapMessage(other, 'Oak Towers · Unit 1A')).toBe(
      'These dates overlap another lease on Oak Towers · Unit 1A, from 2026-01-01 with no end date (month to month). Pick dates outside it, or terminate that lease first.',
    );
  });
});

describe('rentStatus follows leases', () => {
  const today = '2026-06-15';
  const active = (startDate: string, endDate: string | null): LeaseDates => ({ id: 'x', status: 'active', startDate, endDate });

  it.each([
    ['an active lease covering today', 'vacant', [active('2026-01-01', '2026-12-31')], 'leased'],
    ['an active lease starting later', 'vacant', [active('2026-07-01', '2027-06-30')], 'vacant'],
    ['a lease that ended', 'leased', [active('2025-01-01', '2025-12-31')], 'vacant'],
    ['a draft covering today', 'vacant', [{ id: 'x', status: 'draft', startDate: '2026-01-01', endDate: null }], 'vacant'],
    ['no lease, owner occupied', 'ownerOccupied', [], 'ownerOccupied'],
    ['a terminated lease whose last day is ahead', 'vacant', [{ id: 'x', status: 'terminated', startDate: '2026-01-01', endDate: '2026-12-31', terminationDate: '2026-06-30' }], 'leased'],
  ] as const)('%s: %s → %s', (_name, current, leases, expected) => {
    expect(rentStatusFromLeases(current, leases, today)).toBe(expected);
    expect(leaseCoversDate(leases[0] ?? active('2000-01-01', '2000-01-02'), today)).toBe(expected === 'leased');
  });

  it.each([
    [['vacant', 'vacant'], 'vacant', 'vacant'],
    [['leased', 'vacant'], 'vacant', 'partialLeased'],
    [['leased', 'leased'], 'vacant', 'leased'],
    [['vacant'], 'leased', 'leased'],
  ] as const)('a building with units %j (own %s) is %s', (units, own, expected) => {
    expect(buildingRentStatus(units, own)).toBe(expected);
  });

  it('an active lease past its end date reads as ended', () => {
    expect(effectiveLeaseStatus({ status: 'active', endDate: '2026-06-14' }, today)).toBe('ended');
    expect(effectiveLeaseStatus({ status: 'active', endDate: '2026-06-15' }, today)).toBe('active');
    expect(effectiveLeaseStatus({ status: 'active', endDate: null }, today)).toBe('active');
  });
});

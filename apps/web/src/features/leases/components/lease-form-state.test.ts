import { describe, expect, it } from 'vitest';
import { buildLeasePayload } from '@lintel/shared';
import { emptyLeaseForm, toLeaseForm, validateLeaseStep } from './lease-form-state.ts';
import type { LeaseFormState } from './lease-form-state.ts';

const UNIT = '018f0000-0000-7000-8000-00000000000a';
const BUILDING = '018f0000-0000-7000-8000-00000000000b';
const PICKED = '018f0000-0000-7000-8000-00000000000c';

function filled(overrides: Partial<LeaseFormState> = {}): LeaseFormState {
  const base = emptyLeaseForm({ propertyId: BUILDING, landlordName: 'Lena Landlord', landlordEmail: 'lena@example.com' });
  return {
    ...base,
    unitId: UNIT,
    startDate: '2026-03-01',
    endDate: '2027-02-28',
    rentAmount: 1850,
    lateFeeEnabled: true,
    lateFee: { amount: 75, amountType: 'fixed', dueDays: 5 },
    existingTenantIds: [PICKED],
    newTenants: [
      { key: 1, fullName: '  Nora Newcomer ', email: 'nora@example.com', phone: '(555) 123-4567' },
      { key: 2, fullName: '   ', email: 'ghost@example.com', phone: '' },
    ],
    ...overrides,
  };
}

describe('add lease form → POST /leases payload (spec point 5)', () => {
  it('leases the unit, sends picked tenants in existedTenants and only named new tenants, cleans phones, drops blanks', () => {
    const payload = buildLeasePayload(toLeaseForm(filled()));
    expect(payload).toEqual({
      propertyId: UNIT,
      term: 'one-year',
      startDate: '2026-03-01',
      endDate: '2027-02-28',
      rentAmount: 1850,
      lateFee: { amount: 75, amountType: 'fixed', dueDays: 5 },
      rentPayType: 'monthly',
      firstDay: 1,
      alignMonthly: false,
      landlord: { fullName: 'Lena Landlord', email: 'lena@example.com', entityType: 'individual' },
      tenants: [{ fullName: 'Nora Newcomer', email: 'nora@example.com', phoneNumbers: ['5551234567'] }],
      existedTenants: [{ id: PICKED }],
    });
  });

  it('month to month sends no end date; no late fee rule when it is off; twice a month keeps the second day', () => {
    const payload = buildLeasePayload(
      toLeaseForm(filled({ term: 'month_to_month', lateFeeEnabled: false, rentPayType: 'twiceMonthly', firstDay: 1, secondDay: 15, depositValue: 900 })),
    );
    expect(payload).not.toHaveProperty('endDate');
    expect(payload).not.toHaveProperty('lateFee');
    expect(payload).toMatchObject({ rentPayType: 'twiceMonthly', firstDay: 1, secondDay: 15, depositValue: 900 });
  });

  it('the whole building is leased when no unit is picked', () => {
    expect(buildLeasePayload(toLeaseForm(filled({ unitId: null }))).propertyId).toBe(BUILDING);
  });

  it('step checks: a fixed term needs an end date after the start; the tenants step needs one tenant with a name', () => {
    expect(validateLeaseStep(0, filled({ endDate: '2026-02-01' }), true).endDate).toBe('End date must be after the start date');
    expect(validateLeaseStep(0, filled({ unitId: null }), true).unitId).toBeDefined();
    expect(validateLeaseStep(1, filled({ rentAmount: '' }), false).rentAmount).toBe('Rent must be more than 0');
    expect(validateLeaseStep(2, filled({ existingTenantIds: [], newTenants: [{ key: 3, fullName: ' ', email: '', phone: '' }] }), false).tenants).toBe(
      'Add at least one tenant',
    );
    expect(validateLeaseStep(2, filled(), false)).toEqual({});
  });
});

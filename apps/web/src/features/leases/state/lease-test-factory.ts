/** A lease as GET /leases returns it, for the leases tests (shape from @lintel/shared). */
import type { Lease } from '@lintel/shared';

let counter = 0;

export function makeLease(overrides: Partial<Lease> = {}): Lease {
  counter += 1;
  const id = `018f0000-0000-7000-8000-${String(900000 + counter).padStart(12, '0')}`;
  return {
    id,
    propertyId: '018f0000-0000-7000-8000-000000000001',
    property: { id: '018f0000-0000-7000-8000-000000000001', nickname: 'Unit 1A', parent: { id: '018f0000-0000-7000-8000-000000000002', nickname: 'Maple Court' } },
    propertyName: 'Maple Court · Unit 1A',
    status: 'active',
    term: 'one-year',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    leaseEndingCondition: null,
    rentAmount: 1850,
    depositValue: 0,
    depositTerm: null,
    lateFee: null,
    rentPayType: 'monthly',
    firstDay: 1,
    secondDay: null,
    alignMonthly: false,
    occupants: [],
    utilities: [],
    amenityIds: [],
    documentIds: [],
    documents: [],
    landlord: { fullName: 'Lena Landlord', entityType: 'individual' },
    tenants: [{ id: `t-${counter}`, fullName: 'Tom Tenant', email: 'tom@example.com', phoneNumbers: [], imageId: null, image: null, hasAccount: true }],
    templateId: null,
    fees: [],
    clauses: [],
    signing: { documentHash: null, sentAt: null, completedAt: null, signedOffline: false, signers: [] },
    terminatedAt: null,
    terminationDate: null,
    terminationReason: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

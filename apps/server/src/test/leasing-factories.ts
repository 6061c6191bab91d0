/** Factories for the leasing tests: tenants and leases made through the API. */
import type { CreateLeaseInput, CreateTenantInput } from '@lintel/shared';
import type { TestApp } from './build-app.ts';
import type { TestUser } from './factories.ts';
import { yearDate } from './dates.ts';

export const validTenant = (overrides: Partial<CreateTenantInput> = {}): CreateTenantInput => ({
  fullName: 'Alex Chen',
  email: `alex-${Math.random().toString(36).slice(2, 8)}@example.com`,
  phoneNumbers: ['(503) 555-0199'],
  dateOfBirth: '1992-01-31',
  ...overrides,
});

export async function createTenant(t: TestApp, owner: TestUser, overrides: Partial<CreateTenantInput> = {}) {
  const response = await t.app.inject({ method: 'POST', url: '/api/tenants', headers: owner.headers, payload: validTenant(overrides) });
  if (response.statusCode !== 201) throw new Error(`createTenant: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; fullName: string; email: string | null };
}

/** A valid one-year lease body for `propertyId` running this calendar year (test clock). */
export const validLease = (propertyId: string, overrides: Partial<CreateLeaseInput> = {}): CreateLeaseInput => ({
  propertyId,
  term: 'one-year',
  // The current calendar year on the test clock: an active lease today, whatever the year.
  startDate: yearDate(0, '01-01'),
  endDate: yearDate(0, '12-31'),
  rentAmount: 1850.5,
  depositValue: 1850.5,
  depositTerm: 'refundable',
  lateFee: { amount: 50, amountType: 'fixed', dueDays: 5 },
  rentPayType: 'monthly',
  firstDay: 1,
  landlord: { fullName: 'Oak Property Co', email: 'office@oak.example', entityType: 'company', phoneNumber: '(503) 555-0100' },
  tenants: [{ fullName: 'Jordan Reyes', email: `jordan-${Math.random().toString(36).slice(2, 8)}@example.com` }],
  ...overrides,
});

export async function createLease(t: TestApp, owner: TestUser, propertyId: string, overrides: Partial<CreateLeaseInput> = {}) {
  const response = await t.app.inject({ method: 'POST', url: '/api/leases', headers: owner.headers, payload: validLease(propertyId, overrides) });
  if (response.statusCode !== 201) throw new Error(`createLease: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; status: string; tenants: Array<{ id: string; fullName: string; email: string | null }> };
}

/** The text drawn in an uncompressed pdfkit PDF (the hex strings of the TJ operators; ASCII and Latin-1 read back as written). */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const hexes = [...match[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'));
    lines.push(hexes.join(''));
  }
  return lines.join('\n');
}

/**
 * Issue 11 item 5: the generated lease is a lease. Read as PDF.js reads it: sections numbered 1…n
 * with no gap, the standard clauses of a residential tenancy, sections that follow the lease's data
 * (late fee, deposit, utilities, occupants, pets from the fee types), the landlord's own clauses and
 * the governing law of the property's place — and no text drawn over other text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, type TestUser } from '../../test/factories.ts';
import { createLease } from '../../test/leasing-factories.ts';
import { extractPdfBoxes, extractPdfText, overlappingText } from '../../test/pdf-text.ts';

let t: TestApp;
let landlord: TestUser;
let propertyId: string;

beforeAll(async () => {
  t = await buildTestApp();
  landlord = await createUser(t, { role: 'propertyManager' });
  propertyId = (
    await createProperty(t, landlord, {
      nickname: 'Cedar House',
      type: 'singleFamily',
      location: { address: '12 Cedar Lane', city: 'Portland', state: 'OR', postalCode: '97201', country: 'USA' },
    })
  ).id;
});
afterAll(() => t.close());

async function leasePdf(leaseId: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/leases/${leaseId}/document`, headers: landlord.headers });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

/** The numbered section headings ("3. Term") in reading order. */
const headingsOf = (text: string) => text.split(/[\n\f]/).filter((line) => /^\d+\. [A-Z]/.test(line));

describe('the lease document', () => {
  it('numbers its sections without gaps and has the clauses of a residential lease', async () => {
    const lease = await createLease(t, landlord, propertyId, {
      fees: [{ type: 'oneTimePetFee', amount: 250 }, { type: 'moveInFee', amount: 100, description: 'Keys and elevator booking' }],
      utilities: ['water', 'trash'],
      occupants: [{ fullName: 'Sam Reyes', relationship: 'child' }],
      clauses: [{ title: 'Quiet hours', body: 'Quiet hours are 10 pm to 7 am.' }, { title: 'Parking', body: 'One space, number 4.' }],
    });
    const bytes = await leasePdf(lease.id);
    const { text } = await extractPdfText(bytes);
    const headings = headingsOf(text);
    expect(headings.map((heading) => Number(heading.split('.')[0]))).toEqual(headings.map((_, index) => index + 1));
    const titles = headings.map((heading) => heading.replace(/^\d+\. /, ''));
    expect(titles).toEqual([
      'Parties', 'Premises', 'Term', 'Rent', 'Late payment', 'Security deposit', 'One-time fees', 'Utilities and services',
      'Occupants and guests', 'Pets', 'Use of the Premises', 'Maintenance and repairs', "Landlord's entry", 'Subletting and assignment',
      'Insurance', 'Ending the tenancy', 'Notices', 'Governing law', 'Additional terms', 'Entire agreement',
    ]);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Pets are allowed with a one-time pet fee of $250.00.');
    expect(flat).toContain('Included in the rent: Water, Trash');
    expect(flat).toContain('Sam Reyes: child');
    expect(flat).toContain('governed by the law of the place of the Premises (OR, USA)');
    expect(flat).toContain('after at least 24 hours');
    expect(flat).toContain('19.1 Quiet hours');
    expect(flat).toContain('19.2 Parking');
  });

  it('leaves out what the lease does not have: no late fee, no deposit, no pets without consent', async () => {
    const lease = await createLease(t, landlord, propertyId, { lateFee: undefined, depositValue: 0, depositTerm: undefined, endDate: undefined, term: 'month_to_month' });
    const { text } = await extractPdfText(await leasePdf(lease.id));
    const titles = headingsOf(text).map((heading) => heading.replace(/^\d+\. /, ''));
    expect(titles).not.toContain('Late payment');
    expect(titles).not.toContain('One-time fees');
    expect(titles).not.toContain('Additional terms');
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('No late fee applies.');
    expect(flat).toContain('No deposit is required.');
    expect(flat).toContain("No pets may be kept in the Premises without the Landlord's written consent.");
    expect(flat).toContain('This is a month-to-month tenancy.');
  });

  it('draws no label over its value and no line past the margin, even when both are long', async () => {
    const lease = await createLease(t, landlord, propertyId, {
      landlord: { fullName: 'Oak and Willow Residential Property Management Company of the Pacific Northwest', email: 'office@oak.example', entityType: 'company', phoneNumber: '(503) 555-0100' },
      occupants: [{ fullName: 'Maximilian Alexander Bartholomew Fitzgerald-Worthington', relationship: 'partner' }],
      fees: [{ type: 'moveOutFee', amount: 300, description: 'Professional cleaning of carpets, windows and every appliance after the Tenant moves out' }],
    });
    const boxes = (await extractPdfBoxes(await leasePdf(lease.id))).filter((box) => box.str !== 'DRAFT');
    expect(boxes.length).toBeGreaterThan(50);
    expect(overlappingText(boxes)).toEqual([]);
    // Under each section heading is a rule; the first line below starts clear of it (it used to cut through its capitals).
    const gaps = boxes
      .filter((box) => /^\d+\. [A-Z]/.test(box.str))
      .map((heading) => {
        const below = boxes.filter((box) => box.page === heading.page && box.top < heading.bottom).sort((a, b) => b.top - a.top)[0];
        return below ? heading.bottom - below.top : Infinity;
      });
    expect(gaps.length).toBeGreaterThan(10);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(10);
    // Every line stays inside the 56-pt margins of the US Letter page (612 pt wide).
    expect(boxes.filter((box) => box.left < 55 || box.right > 612 - 55).map((box) => box.str)).toEqual([]);
  });
});

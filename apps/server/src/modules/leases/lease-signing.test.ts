/**
 * The whole e-signature flow: the landlord sends a lease; a tenant invited with invite-user signs up
 * through the outbox link, reviews and signs; the landlord signs; the lease becomes active with a
 * signed PDF (signature page, hash, audit trail). Plus the refusals: twice, someone else's line,
 * a terminated lease, another tenancy.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayDateOnly } from '@lintel/shared';
import { buildTestApp, json, linkFromOutbox, readOutbox, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, TEST_PASSWORD, type TestUser } from '../../test/factories.ts';
import { createLease, createTenant } from '../../test/leasing-factories.ts';
import { extractPdfBoxes, extractPdfText, overlappingText } from '../../test/pdf-text.ts';
import { yearDate } from '../../test/dates.ts';

let t: TestApp;
let landlord: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  landlord = await createUser(t, { role: 'propertyManager' });
});
afterAll(() => t.close());

type Headers = { authorization: string };
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers: { ...(headers ?? {}), 'user-agent': 'vitest-browser/1.0' }, ...(payload === undefined ? {} : { payload: payload as object }) });

type ErrorBody = { code: string; message: string };
type LeaseBody = {
  id: string;
  status: string;
  tenants: Array<{ id: string; fullName: string; email: string; hasAccount: boolean }>;
  signing: { documentHash: string | null; completedAt: string | null; signers: Array<{ role: string; name: string; signedAt: string | null; signatureType: string | null }> };
};

/** Invites a tenant record, then signs up, verifies and signs in through the e-mailed links. */
async function inviteAndSignUp(tenant: { id: string; fullName: string; email: string }): Promise<Headers> {
  const invite = await inject('POST', `/api/users/invite-user/${tenant.id}?type=tenant`, landlord.headers, { email: tenant.email, fullName: tenant.fullName });
  expect(invite.statusCode).toBe(201);
  return signUpWithInvitation(tenant);
}

async function signUpWithInvitation(tenant: { fullName: string; email: string }): Promise<Headers> {
  const signUp = await linkFromOutbox(t.dataDir, tenant.email, '/sign-up');
  const register = await inject('POST', '/api/auth/local/register', undefined, {
    email: tenant.email,
    password: 'a-strong-password',
    fullName: tenant.fullName,
    invitationToken: signUp.searchParams.get('invitation'),
  });
  expect(register.statusCode).toBe(201);
  expect(json<{ user: { role: string } }>(register).user.role).toBe('tenant');
  // The invitation link proved the address: no verification step (issue 11 item 14).
  const login = await inject('POST', '/api/auth/local/login', undefined, { email: tenant.email, password: 'a-strong-password' });
  expect(login.statusCode).toBe(200);
  return { authorization: `Bearer ${json<{ jwt: string }>(login).jwt}` };
}

const signaturePng = async () =>
  `data:image/png;base64,${(await sharp({ create: { width: 300, height: 100, channels: 4, background: '#ffffff00' } }).composite([{ input: Buffer.from('<svg width="300" height="100"><path d="M10 80 C 60 10, 120 10, 290 60" stroke="#123" stroke-width="4" fill="none"/></svg>') }]).png().toBuffer()).toString('base64')}`;

describe('lease e-signature', () => {
  it('landlord sends, invited tenants sign up and sign, landlord signs: active lease, signed PDF, audit trail', async () => {
    const building = await createProperty(t, landlord, { nickname: 'Maple Court', type: 'apartment' });
    const unit = json<{ id: string }>(await inject('POST', '/api/properties', landlord.headers, { nickname: 'Unit 2B', type: 'unit', parentId: building.id }));
    const alex = await createTenant(t, landlord, { fullName: 'Alex Chen', email: 'alex.chen@example.com' });
    const today = todayDateOnly();
    const lease = await createLease(t, landlord, unit.id, {
      startDate: addDays(today, -10),
      endDate: addDays(today, 355),
      existedTenants: [{ id: alex.id }],
      tenants: [{ fullName: 'Jordan Reyes', email: 'jordan.reyes@example.com' }],
      lateFee: { amount: 75, amountType: 'fixed', dueDays: 5 },
      clauses: [{ title: 'Quiet hours', body: 'Quiet hours are 10 pm to 7 am.' }],
    });
    const jordan = lease.tenants.find((tenant) => tenant.fullName === 'Jordan Reyes')! as { id: string; fullName: string; email: string };

    // Draft preview for the landlord; a tenant sees nothing of a draft.
    const preview = await inject('GET', `/api/leases/${lease.id}/document`, landlord.headers);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    // The draft as a reader sees it (PDF.js): parties, premises, dates, rent, late fee, deposit, clauses, DRAFT mark.
    const previewPdf = await extractPdfText(preview.rawPayload);
    const leasePages = previewPdf.pages.length;
    expect(leasePages).toBeGreaterThan(1);
    const linesOf = (pages: string[]) => pages.flatMap((page) => page.split('\n'));
    const leaseLines = [
      'Residential Lease Agreement',
      'Maple Court · Unit 2B',
      `Lease ${lease.id}`,
      'Landlord: Oak Property Co · office@oak.example · 5035550100',
      'Tenant: Alex Chen · alex.chen@example.com · 5035550199',
      'Tenant: Jordan Reyes · jordan.reyes@example.com',
      `Start date: ${addDays(today, -10)}`,
      `End date: ${addDays(today, 355)}`,
      'The Tenant pays $1,850.50 monthly, due on the 1st day of each month.',
      'If rent is not received by 5 days after rent is due, a late fee of $75.00 (fixed amount) is charged.',
      'The Tenant pays a deposit of $1,850.50 (refundable at move-out).',
      '18.1 Quiet hours',
      'Quiet hours are 10 pm to 7 am.',
      'To be signed by: Oak Property Co (landlord), Alex Chen (tenant), Jordan Reyes (tenant)',
    ];
    expect(linesOf(previewPdf.pages)).toEqual(expect.arrayContaining(leaseLines));
    for (const page of previewPdf.pages) expect(page.split('\n').at(-1)).toBe('DRAFT');
    // Issue 11 item 1: the app frames the PDF's object URL; plugins stay off.
    expect(preview.headers['content-security-policy']).toContain("frame-src 'self' blob:");
    expect(preview.headers['content-security-policy']).toContain("object-src 'none'");
    expect(json<ErrorBody>(await inject('POST', `/api/leases/${lease.id}/sign`, landlord.headers, { signatureType: 'typed', signature: 'Oak Property Co', consent: true })).code).toBe('LEASE_STATE_CONFLICT');

    // Alex is invited before sending; Jordan is not yet.
    const alexHeaders = await inviteAndSignUp({ ...alex, email: 'alex.chen@example.com' });
    expect(json<{ results: unknown[] }>(await inject('GET', '/api/leases', alexHeaders)).results).toEqual([]);

    const sent = await inject('POST', `/api/leases/${lease.id}/send-for-signature`, landlord.headers);
    expect(sent.statusCode).toBe(200);
    const sentBody = json<{ lease: LeaseBody; notified: string[]; uninvitedTenantIds: string[]; message: string }>(sent);
    expect(sentBody.lease.status).toBe('pendingSignature');
    expect(sentBody.lease.signing.documentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sentBody.notified).toEqual(['alex.chen@example.com']);
    expect(sentBody.uninvitedTenantIds).toEqual([jordan.id]);
    expect(sentBody.message).toContain('Jordan Reyes has no Lintel account yet');
    expect((await inject('POST', `/api/leases/${lease.id}/send-for-signature`, landlord.headers)).statusCode).toBe(409);
    const mail = (await readOutbox(t.dataDir)).find((message) => message.to.includes('alex.chen@example.com') && message.text.includes('Review and sign it here'));
    expect(mail?.text).toContain(`http://lintel.test/leases/${lease.id}/sign`);

    // Alex (tenant role) sees only this lease, reviews the document and signs his own line.
    const mine = json<{ results: LeaseBody[] }>(await inject('GET', '/api/leases', alexHeaders));
    expect(mine.results.map((entry) => entry.id)).toEqual([lease.id]);
    const documentHash = sentBody.lease.signing.documentHash!;
    const reviewed = await inject('GET', `/api/leases/${lease.id}/document`, alexHeaders);
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.headers['x-document-sha256']).toBe(documentHash);
    expect(reviewed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The document sent for signature says the same, without the DRAFT mark.
    const sentPdf = await extractPdfText(reviewed.rawPayload);
    expect(sentPdf.pages).toHaveLength(leasePages);
    expect(linesOf(sentPdf.pages)).toEqual(expect.arrayContaining(leaseLines));
    expect(sentPdf.text).not.toContain('DRAFT');
    const someoneElses = await inject('POST', `/api/leases/${lease.id}/sign`, alexHeaders, { signatureType: 'typed', signature: 'Jordan Reyes', consent: true, tenantId: jordan.id });
    expect(someoneElses.statusCode).toBe(403);
    expect(json<ErrorBody>(someoneElses).code).toBe('SIGNATURE_NOT_ALLOWED');
    expect((await inject('POST', `/api/leases/${lease.id}/sign`, alexHeaders, { signatureType: 'typed', signature: 'Alex Chen', consent: false })).statusCode).toBe(422);
    expect(json<ErrorBody>(await inject('POST', `/api/leases/${lease.id}/sign`, alexHeaders, { signatureType: 'typed', signature: 'Alex Chen', consent: true, documentHash: '0'.repeat(64) })).code).toBe('DOCUMENT_CHANGED');
    const alexSigned = await inject('POST', `/api/leases/${lease.id}/sign`, alexHeaders, { signatureType: 'typed', signature: 'Alex Chen', consent: true, documentHash });
    expect(alexSigned.statusCode).toBe(200);
    expect(json<LeaseBody>(alexSigned).signing.signers.find((signer) => signer.name === 'Alex Chen')).toMatchObject({ signatureType: 'typed' });
    const twice = await inject('POST', `/api/leases/${lease.id}/sign`, alexHeaders, { signatureType: 'typed', signature: 'Alex Chen', consent: true });
    expect(twice.statusCode).toBe(409);
    expect(json<ErrorBody>(twice).code).toBe('ALREADY_SIGNED');
    expect(json<ErrorBody>(await inject('GET', `/api/leases/${lease.id}/signed-document`, alexHeaders)).code).toBe('SIGNED_DOCUMENT_NOT_READY');
    expect(json<ErrorBody>(await inject('POST', `/api/leases/${lease.id}/sign`, landlord.headers, { signatureType: 'typed', signature: 'x y', consent: true, tenantId: jordan.id })).code).toBe('SIGNATURE_NOT_ALLOWED');

    // Jordan is invited afterwards, signs up and draws a signature; the landlord signs last.
    const jordanHeaders = await inviteAndSignUp(jordan);
    const jordanSigned = await inject('POST', `/api/leases/${lease.id}/sign`, jordanHeaders, { signatureType: 'drawn', signature: await signaturePng(), consent: true });
    expect(jordanSigned.statusCode).toBe(200);
    expect((await inject('POST', `/api/leases/${lease.id}/sign`, jordanHeaders, { signatureType: 'drawn', signature: 'data:image/png;base64,AAAA', consent: true })).statusCode).toBe(422);
    const landlordSigned = await inject('POST', `/api/leases/${lease.id}/sign`, landlord.headers, { signatureType: 'typed', signature: 'Oak Property Co', consent: true });
    expect(landlordSigned.statusCode).toBe(200);
    const active = json<LeaseBody>(landlordSigned);
    expect(active.status).toBe('active');
    expect(active.signing.completedAt).not.toBeNull();
    expect(active.signing.signers.every((signer) => signer.signedAt !== null)).toBe(true);
    expect(json<{ rentStatus: string }>(await inject('GET', `/api/properties/${unit.id}`, landlord.headers)).rentStatus).toBe('leased');
    expect(json<{ rentStatus: string }>(await inject('GET', `/api/properties/${building.id}`, landlord.headers)).rentStatus).toBe('leased');

    // Both download the signed PDF: every signer's name, role and the document hash are on it.
    for (const headers of [landlord.headers, alexHeaders]) {
      const signed = await inject('GET', `/api/leases/${lease.id}/signed-document?download=true`, headers);
      expect(signed.statusCode).toBe(200);
      expect(signed.headers['content-disposition']).toContain('attachment');
      expect(signed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const { text, pages } = await extractPdfText(signed.rawPayload);
      // The lease as sent, then the signature page, then the audit trail — nothing drawn over anything else.
      expect(pages).toHaveLength(leasePages + 2);
      expect(linesOf(pages.slice(0, leasePages))).toEqual(expect.arrayContaining(leaseLines));
      expect(overlappingText(await extractPdfBoxes(signed.rawPayload))).toEqual([]);
      const signaturePage = pages[leasePages]!.split('\n');
      expect(signaturePage.slice(0, 3)).toEqual(['Signature page', 'SHA-256 of the unsigned document every party signed:', documentHash]);
      expect(signaturePage).toEqual(
        expect.arrayContaining(['Oak Property Co (Landlord)', 'Alex Chen (Tenant)', 'Jordan Reyes (Tenant)', 'E-mail alex.chen@example.com · IP 127.0.0.1', `Document SHA-256 ${documentHash}`]),
      );
      expect(signaturePage.filter((line) => / · typed signature · consent to sign electronically given$/.test(line))).toHaveLength(2);
      expect(signaturePage.filter((line) => / · drawn signature · consent to sign electronically given$/.test(line))).toHaveLength(1);
      const auditPage = pages[leasePages + 1]!;
      expect(auditPage.split('\n').slice(0, 2)).toEqual(['Audit trail', 'Time (UTC) Event Actor IP User agent / details']);
      expect(auditPage).toContain('Sent for signature');
      expect(auditPage).toContain('Document viewed');
      for (const expected of ['Alex Chen (Tenant)', 'Jordan Reyes (Tenant)', 'Oak Property Co (Landlord)', documentHash, 'Audit trail', 'Quiet hours']) {
        expect(text).toContain(expected);
      }
      // The document info names the signers too (parentheses are escaped in PDF strings).
      expect(signed.rawPayload.toString('latin1')).toContain('signed by Oak Property Co \\(landlord\\), Alex Chen \\(tenant\\), Jordan Reyes \\(tenant\\)');
    }

    // The audit trail has each step, with IP, user agent and the document hash.
    const audit = json<{ results: Array<{ event: string; actorName: string; ip: string | null; userAgent: string | null; documentHash: string | null }> }>(
      await inject('GET', `/api/leases/${lease.id}/audit`, alexHeaders),
    );
    const events = audit.results.map((entry) => entry.event);
    expect(events[0]).toBe('created');
    expect(events).toEqual(expect.arrayContaining(['sentForSignature', 'emailed', 'viewed', 'signed', 'completed']));
    expect(events.filter((event) => event === 'signed')).toHaveLength(3);
    expect(events.at(-1)).toBe('completed');
    const signedEntries = audit.results.filter((entry) => entry.event === 'signed');
    expect(signedEntries.map((entry) => entry.actorName)).toEqual(['Alex Chen', 'Jordan Reyes', 'Oak Property Co']);
    expect(signedEntries.every((entry) => entry.ip && entry.userAgent === 'vitest-browser/1.0' && entry.documentHash === documentHash)).toBe(true);
    expect(json<ErrorBody>(await inject('POST', `/api/leases/${lease.id}/sign`, jordanHeaders, { signatureType: 'typed', signature: 'Jordan Reyes', consent: true })).code).toBe('LEASE_STATE_CONFLICT');

    // Tenant view: nothing of another tenancy, and no landlord actions.
    const home = await createProperty(t, landlord, { nickname: 'Other Home', type: 'singleFamily' });
    const otherLease = await createLease(t, landlord, home.id, { signedOffline: true });
    // Issue 11 item 15: a lease signed on paper has its document (not marked DRAFT) and no e-signed copy.
    const paperCopy = await inject('GET', `/api/leases/${otherLease.id}/document`, landlord.headers);
    expect(paperCopy.statusCode).toBe(200);
    const paperPdf = await extractPdfText(paperCopy.rawPayload);
    expect(paperPdf.text).toContain('Residential Lease Agreement');
    expect(paperPdf.text).not.toContain('DRAFT');
    expect(json<ErrorBody>(await inject('GET', `/api/leases/${otherLease.id}/signed-document`, landlord.headers)).code).toBe('SIGNED_DOCUMENT_NOT_READY');
    for (const url of [`/api/leases/${otherLease.id}`, `/api/leases/${otherLease.id}/document`, `/api/leases/${otherLease.id}/audit`, `/api/leases/${otherLease.id}/signed-document`]) {
      expect((await inject('GET', url, alexHeaders)).statusCode, url).toBe(404);
    }
    expect(json<{ results: Array<{ id: string }> }>(await inject('GET', '/api/leases/get-active', alexHeaders)).results.map((entry) => entry.id)).toEqual([lease.id]);
    expect((await inject('POST', `/api/leases/terminate/${lease.id}`, alexHeaders, {})).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/leases/${lease.id}`, alexHeaders)).statusCode).toBe(403);
    expect((await inject('POST', `/api/leases/${lease.id}/send-for-signature`, alexHeaders)).statusCode).toBe(403);

    // The landlord terminates it; the list shows the terminated lease.
    const terminated = await inject('POST', `/api/leases/terminate/${lease.id}`, landlord.headers, {});
    expect(json<LeaseBody>(terminated).status).toBe('terminated');
  });

  it('a terminated lease cannot be signed; a tenant without an e-mail blocks sending (422); 404 for another account', async () => {
    const home = await createProperty(t, landlord, { nickname: 'Willow Cottage', type: 'cottage' });
    const noEmail = await createLease(t, landlord, home.id, { tenants: [{ fullName: 'No Mail' }], startDate: yearDate(4, '01-01'), endDate: yearDate(4, '12-31') });
    const refused = await inject('POST', `/api/leases/${noEmail.id}/send-for-signature`, landlord.headers);
    expect(refused.statusCode).toBe(422);
    expect(json<ErrorBody>(refused).message).toContain('No Mail');

    const casey = await createTenant(t, landlord, { fullName: 'Casey Lin', email: 'casey.lin@example.com' });
    const lease = await createLease(t, landlord, home.id, { existedTenants: [{ id: casey.id }], tenants: [], startDate: yearDate(5, '01-01'), endDate: yearDate(5, '12-31') });
    const caseyHeaders = await inviteAndSignUp({ ...casey, email: 'casey.lin@example.com' });
    expect((await inject('POST', `/api/leases/${lease.id}/send-for-signature`, landlord.headers)).statusCode).toBe(200);
    const other = await createUser(t);
    expect((await inject('POST', `/api/leases/${lease.id}/send-for-signature`, other.headers)).statusCode).toBe(404);
    expect((await inject('POST', `/api/leases/${lease.id}/sign`, other.headers, { signatureType: 'typed', signature: 'Someone', consent: true })).statusCode).toBe(404);
    const voided = await inject('POST', `/api/leases/terminate/${lease.id}`, landlord.headers, { reason: 'Applicant withdrew' });
    expect(json(voided)).toMatchObject({ status: 'terminated', terminationDate: null });
    const late = await inject('POST', `/api/leases/${lease.id}/sign`, caseyHeaders, { signatureType: 'typed', signature: 'Casey Lin', consent: true });
    expect(late.statusCode).toBe(409);
    expect(json<ErrorBody>(late)).toMatchObject({ code: 'LEASE_STATE_CONFLICT', message: 'This lease was terminated and can no longer be signed' });
    expect((await inject('POST', `/api/leases/${lease.id}/sign`, undefined, { signatureType: 'typed', signature: 'Casey Lin', consent: true })).statusCode).toBe(401);
  });

  it('a homeowner invited as a tenant signs with their existing account; the landlord list shows hasAccount', async () => {
    const owner = await createUser(t, { role: 'homeOwner', email: 'robin.home@example.com' });
    const robin = await createTenant(t, landlord, { fullName: 'Robin Home', email: 'robin.home@example.com' });
    const home = await createProperty(t, landlord, { nickname: 'Rowan House', type: 'singleFamily' });
    const lease = await createLease(t, landlord, home.id, { existedTenants: [{ id: robin.id }], tenants: [], startDate: yearDate(6, '01-01'), endDate: yearDate(6, '12-31') });
    expect((await inject('POST', `/api/users/invite-user/${robin.id}?type=tenant`, landlord.headers, { email: 'robin.home@example.com' })).statusCode).toBe(201);
    const login = await inject('POST', '/api/auth/local/login', undefined, { email: owner.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    const tenants = json<{ results: Array<{ id: string; hasAccount: boolean }> }>(await inject('GET', '/api/tenants?search=robin', landlord.headers));
    expect(tenants.results[0]).toMatchObject({ id: robin.id, hasAccount: true });
    expect(json<{ notified: string[] }>(await inject('POST', `/api/leases/${lease.id}/send-for-signature`, landlord.headers)).notified).toEqual(['robin.home@example.com']);
    expect((await inject('GET', `/api/leases/${lease.id}`, owner.headers)).statusCode).toBe(200);
    const signed = await inject('POST', `/api/leases/${lease.id}/sign`, owner.headers, { signatureType: 'typed', signature: 'Robin Home', consent: true });
    expect(signed.statusCode).toBe(200);
    expect(json<LeaseBody>(signed).signing.signers.find((signer) => signer.role === 'tenant')?.signedAt).not.toBeNull();
    expect((await inject('POST', `/api/leases/terminate/${lease.id}`, owner.headers, {})).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, createLocalJWKSet } from 'jose';
import { buildTestApp, json, linkFromOutbox, readOutbox, type TestApp } from '../../test/build-app.ts';
import { eq } from 'drizzle-orm';
import { createUser, TEST_PASSWORD, uploadFile } from '../../test/factories.ts';
import { createTenant } from '../../test/leasing-factories.ts';
import { invitations } from './auth.table.ts';

let t: TestApp;
let googleKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256' };
  const jwks = createLocalJWKSet({ keys: [jwk] });
  // Requests come through one proxy hop (X-Forwarded-For names the client), as behind a load balancer.
  t = await buildTestApp({ trustProxy: 1, googleClientId: 'lintel-test-client', overrides: { socialJwks: { google: jwks } } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function registerAndVerify(email: string, extra: Record<string, unknown> = {}) {
  const response = await post('/api/auth/local/register', { email, password: 'a-strong-password', fullName: 'Ana Lopez', ...extra });
  expect(response.statusCode).toBe(201);
  const link = await linkFromOutbox(t.dataDir, email, '/verify-email');
  const verify = await t.app.inject({ method: 'PUT', url: `/api/auth/email/verify/${link.searchParams.get('token')}` });
  expect(verify.statusCode).toBe(200);
  return response;
}

describe('POST /auth/local/register', () => {
  it('creates a homeOwner by default, sends a verification e-mail, and gives no tokens (spec point 1, 6)', async () => {
    const response = await post('/api/auth/local/register', { email: 'New@Example.com', password: 'a-strong-password', fullName: 'Ana' });
    expect(response.statusCode).toBe(201);
    const body = json<{ user: { role: string; emailVerified: boolean; email: string }; jwt?: string }>(response);
    expect(body.user).toMatchObject({ role: 'homeOwner', emailVerified: false, email: 'new@example.com' });
    expect(body.jwt).toBeUndefined();
    const mail = (await readOutbox(t.dataDir)).find((m) => m.to.includes('new@example.com'));
    expect(mail?.subject).toMatch(/verify/i);
    expect(mail?.text).toContain('http://lintel.test/verify-email?token=');
  });

  it('refuses a taken e-mail with 409', async () => {
    await post('/api/auth/local/register', { email: 'dup@example.com', password: 'a-strong-password', fullName: 'A' });
    const again = await post('/api/auth/local/register', { email: 'dup@example.com', password: 'a-strong-password', fullName: 'B' });
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('EMAIL_TAKEN');
  });

  it('rejects a short or common password, a bad e-mail and unknown fields with 422 details', async () => {
    const response = await post('/api/auth/local/register', { email: 'not-an-email', password: 'password123', fullName: '', admin: true });
    expect(response.statusCode).toBe(422);
    const body = json<{ code: string; details: Array<{ path: string }> }>(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((detail) => detail.path)).toEqual(expect.arrayContaining(['email', 'fullName']));
  });

  it('does not let a person register as a tenant without an invitation', async () => {
    const response = await post('/api/auth/local/register', { email: 'x@example.com', password: 'a-strong-password', fullName: 'X', role: 'tenant' });
    expect(response.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(response).details.map((detail) => detail.path)).toContain('role');
  });
});

describe('login, verification and tokens', () => {
  it('an unverified user cannot sign in (403 EMAIL_NOT_VERIFIED); after verifying they can', async () => {
    await post('/api/auth/local/register', { email: 'verify-me@example.com', password: 'a-strong-password', fullName: 'V', redirectUrl: '/properties' });
    const early = await post('/api/auth/local/login', { email: 'verify-me@example.com', password: 'a-strong-password' });
    expect(early.statusCode).toBe(403);
    expect(json(early).code).toBe('EMAIL_NOT_VERIFIED');

    const link = await linkFromOutbox(t.dataDir, 'verify-me@example.com', '/verify-email');
    const verify = await t.app.inject({ method: 'PUT', url: `/api/auth/email/verify/${link.searchParams.get('token')}` });
    expect(json(verify)).toEqual({ message: 'Email verified successfully', redirectUrl: '/properties' });
    const reused = await t.app.inject({ method: 'PUT', url: `/api/auth/email/verify/${link.searchParams.get('token')}` });
    expect(reused.statusCode).toBe(422);

    const login = await post('/api/auth/local/login', { email: 'verify-me@example.com', password: 'a-strong-password' });
    expect(login.statusCode).toBe(200);
    const { jwt, user } = json<{ jwt: string; user: { emailVerified: boolean; redirectUrl: string } }>(login);
    expect(user.emailVerified).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${jwt}` } });
    expect(json(me).email).toBe('verify-me@example.com');

    const reset = await t.app.inject({ method: 'PUT', url: '/api/users/reset/redirect-url', headers: { authorization: `Bearer ${jwt}` } });
    expect(json(reset).redirectUrl).toBeNull();
  });

  it('a wrong password gives 401, and the 6th failure in a minute gives 429', async () => {
    const user = await createUser(t, { email: 'locked@example.com' });
    for (let i = 0; i < 5; i += 1) {
      const response = await post('/api/auth/local/login', { email: user.email, password: 'wrong-password' }, { 'x-forwarded-for': '10.9.9.9' });
      expect(response.statusCode).toBe(401);
      expect(json(response).code).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await post('/api/auth/local/login', { email: user.email, password: TEST_PASSWORD }, { 'x-forwarded-for': '10.9.9.8' });
    expect(blocked.statusCode).toBe(429);
  });

  it('rotates refresh tokens and revokes the family when a rotated token is reused', async () => {
    await registerAndVerify('rotate@example.com');
    const login = json<{ refreshToken: string }>(await post('/api/auth/local/login', { email: 'rotate@example.com', password: 'a-strong-password' }));
    const first = await post('/api/auth/token/refresh', { refreshToken: login.refreshToken });
    expect(first.statusCode).toBe(200);
    const rotated = json<{ jwt: string; refreshToken: string }>(first);
    expect(rotated.refreshToken).not.toBe(login.refreshToken);

    const replay = await post('/api/auth/token/refresh', { refreshToken: login.refreshToken });
    expect(replay.statusCode).toBe(401);
    // The thief's replay ended the whole sign-in: the newest token no longer works either.
    const afterReplay = await post('/api/auth/token/refresh', { refreshToken: rotated.refreshToken });
    expect(afterReplay.statusCode).toBe(401);
    expect(json(afterReplay).code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('logout revokes the refresh token', async () => {
    await registerAndVerify('logout@example.com');
    const login = json<{ refreshToken: string }>(await post('/api/auth/local/login', { email: 'logout@example.com', password: 'a-strong-password' }));
    expect((await post('/api/auth/logout', { refreshToken: login.refreshToken })).statusCode).toBe(204);
    expect((await post('/api/auth/token/refresh', { refreshToken: login.refreshToken })).statusCode).toBe(401);
  });

  it('an expired or forged access token gives 401', async () => {
    const user = await createUser(t);
    const expired = await t.deps.tokens.sign({ userId: user.id, role: 'propertyManager', accountId: user.id }, -10);
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${expired}` } });
    expect(response.statusCode).toBe(401);
    expect(json(response).code).toBe('TOKEN_EXPIRED');
    const forged = await new SignJWT({ role: 'propertyManager', acc: user.id }).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setAudience('lintel').setIssuer('lintel').setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${forged}` } })).statusCode).toBe(401);
    const none = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' } });
    expect(none.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('sends a link, sets the new password, ends old sessions, and the link works once', async () => {
    await registerAndVerify('forgot@example.com');
    const login = json<{ refreshToken: string }>(await post('/api/auth/local/login', { email: 'forgot@example.com', password: 'a-strong-password' }));
    const forgot = await t.app.inject({ method: 'GET', url: '/api/auth/forgot-password/forgot@example.com' });
    expect(forgot.statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/auth/forgot-password/nobody@example.com' });
    expect(json(unknown).message).toBe(json(forgot).message);

    const token = (await linkFromOutbox(t.dataDir, 'forgot@example.com', '/reset-password')).searchParams.get('token')!;
    const weak = await post('/api/auth/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(422);
    const reset = await post('/api/auth/reset-password', { token, password: 'a-brand-new-password' });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { token, password: 'another-new-password' })).statusCode).toBe(422);
    expect((await post('/api/auth/token/refresh', { refreshToken: login.refreshToken })).statusCode).toBe(401);
    expect((await post('/api/auth/local/login', { email: 'forgot@example.com', password: 'a-brand-new-password' })).statusCode).toBe(200);
  });

  it('resend sends a new verification e-mail to an unverified account only', async () => {
    await post('/api/auth/local/register', { email: 'resend@example.com', password: 'a-strong-password', fullName: 'R' });
    const before = (await readOutbox(t.dataDir)).filter((m) => m.to.includes('resend@example.com')).length;
    const response = await post('/api/auth/email/resend', { email: 'resend@example.com' });
    expect(response.statusCode).toBe(200);
    const after = (await readOutbox(t.dataDir)).filter((m) => m.to.includes('resend@example.com')).length;
    expect(after).toBe(before + 1);
  });
});

describe('sign-up steps and social sign-in', () => {
  async function googleToken(claims: Record<string, unknown>, audience = 'lintel-test-client') {
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(audience)
      .setSubject(String(claims.sub ?? 'google-user-1'))
      .setExpirationTime('10m')
      .sign(googleKey);
  }

  it('registers with a Google ID token, walks the role and form steps, then logs in again', async () => {
    const idToken = await googleToken({ sub: 'g-100', email: 'gina@example.com', name: 'Gina' });
    const login = await post('/api/auth/provider/google/login', { idToken });
    expect(login.statusCode).toBe(404);
    const register = await post('/api/auth/provider/google/register', { idToken });
    expect(register.statusCode).toBe(200);
    const body = json<{ jwt: string; user: { signupStep: string; emailVerified: boolean } }>(register);
    expect(body.user).toMatchObject({ signupStep: 'role', emailVerified: true });
    const headers = { authorization: `Bearer ${body.jwt}` };
    const role = await t.app.inject({ method: 'PATCH', url: '/api/auth/fill-user-steps/role', headers, payload: { role: 'propertyManager' } });
    expect(json(role)).toMatchObject({ role: 'propertyManager', signupStep: 'form' });
    const badForm = await t.app.inject({ method: 'PATCH', url: '/api/auth/fill-user-steps/form', headers, payload: { fullName: '' } });
    expect(badForm.statusCode).toBe(422);
    const form = await t.app.inject({ method: 'PATCH', url: '/api/auth/fill-user-steps/form', headers, payload: { fullName: 'Gina Rossi', phoneNumber: '555-0101' } });
    expect(json(form)).toMatchObject({ fullName: 'Gina Rossi', signupStep: 'done' });
    expect((await post('/api/auth/provider/google/login', { idToken })).statusCode).toBe(200);
  });

  it('refuses a token for another audience or signed by another key', async () => {
    const wrongAudience = await googleToken({ sub: 'g-200', email: 'h@example.com' }, 'someone-else');
    expect((await post('/api/auth/provider/google/register', { idToken: wrongAudience })).statusCode).toBe(401);
    const other = await generateKeyPair('RS256');
    const foreign = await new SignJWT({ email: 'h@example.com', email_verified: true }).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).setIssuer('https://accounts.google.com').setAudience('lintel-test-client').setSubject('g-201').setExpirationTime('10m').sign(other.privateKey);
    expect((await post('/api/auth/provider/google/register', { idToken: foreign })).statusCode).toBe(401);
  });

  it('Apple sign-in without a configured client id answers 503, not 500', async () => {
    const response = await post('/api/auth/provider/apple/login', { idToken: 'x'.repeat(40) });
    expect(response.statusCode).toBe(503);
  });

  it('service providers fill their company, which makes them company-capable; others get 403', async () => {
    const provider = await createUser(t, { role: 'serviceProvider' });
    const response = await t.app.inject({ method: 'PATCH', url: '/api/auth/fill-sp-steps', headers: provider.headers, payload: { companyName: 'Becker Windows', trades: ['windowsDoors', 'carpentry', 'windowsDoors'] } });
    // Trades are work categories, each once, in catalogue order (issue 21 item 9).
    expect(json(response)).toMatchObject({ isCompanyCapable: true, company: { name: 'Becker Windows' }, signupStep: 'done', trades: ['carpentry', 'windowsDoors'] });
    const freeText = await t.app.inject({ method: 'PATCH', url: '/api/auth/fill-sp-steps', headers: provider.headers, payload: { companyName: 'Becker Windows', trades: ['Windows'] } });
    expect(freeText.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string; message: string }> }>(freeText).details[0]).toMatchObject({ path: 'trades.0', message: 'Choose trades from the list' });
    const owner = await createUser(t, { role: 'homeOwner' });
    expect((await t.app.inject({ method: 'PATCH', url: '/api/auth/fill-sp-steps', headers: owner.headers, payload: { companyName: 'X' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/auth/fill-sp-steps', payload: { companyName: 'X' } })).statusCode).toBe(401);
  });
});

describe('a service provider\'s trades in the profile (issue 21 item 9)', () => {
  it('the provider changes them with PUT /users/update/user-details; another role gets 403 and keeps none', async () => {
    const provider = await createUser(t, { role: 'serviceProvider' });
    const put = (user: { headers: Record<string, string> }, payload: object) => t.app.inject({ method: 'PUT', url: '/api/users/update/user-details', headers: user.headers, payload });
    const changed = await put(provider, { trades: ['plumbing', 'hvac'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<{ trades: string[] }>(changed).trades).toEqual(['plumbing', 'hvac']);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: provider.headers });
    expect(json<{ trades: string[] }>(me).trades).toEqual(['plumbing', 'hvac']);
    const owner = await createUser(t, { role: 'homeOwner' });
    expect((await put(owner, { trades: ['plumbing'] })).statusCode).toBe(403);
    expect(json<{ trades: string[] }>(await t.app.inject({ method: 'GET', url: '/api/users/me', headers: owner.headers })).trades).toEqual([]);
    expect((await put(provider, { trades: ['Roofer'] })).statusCode).toBe(422);
  });
});

describe('invitations and user details', () => {
  it('a landlord invites a tenant by e-mail; signing up with the link gives the tenant role', async () => {
    const landlord = await createUser(t, { role: 'propertyManager' });
    const tenantRecordId = (await createTenant(t, landlord, { fullName: 'Tina Tenant', email: 'tina@example.com' })).id;
    const invite = await t.app.inject({
      method: 'POST',
      url: `/api/users/invite-user/${tenantRecordId}?type=tenant`,
      headers: landlord.headers,
      payload: { email: 'tina@example.com', fullName: 'Tina' },
    });
    expect(invite.statusCode).toBe(201);
    const link = await linkFromOutbox(t.dataDir, 'tina@example.com', '/sign-up');
    const register = await post('/api/auth/local/register', {
      email: 'tina@example.com',
      password: 'a-strong-password',
      fullName: 'Tina Tenant',
      invitationToken: link.searchParams.get('invitation'),
    });
    expect(json<{ user: { role: string } }>(register).user.role).toBe('tenant');
    // Issue 11 item 14: the link carries the name the landlord entered, and signing up with it proves
    // the address — verified at once, no verification e-mail, signing in works straight away.
    expect(link.searchParams.get('name')).toBe('Tina');
    expect(json<{ user: { emailVerified: boolean }; message: string }>(register)).toMatchObject({ user: { emailVerified: true }, message: expect.stringContaining('invitation') });
    expect((await readOutbox(t.dataDir)).filter((mail) => mail.to.includes('tina@example.com') && mail.text.includes('/verify-email'))).toEqual([]);
    expect((await post('/api/auth/local/login', { email: 'tina@example.com', password: 'a-strong-password' })).statusCode).toBe(200);

    const tenant = await createUser(t, { role: 'tenant' });
    const denied = await t.app.inject({ method: 'POST', url: `/api/users/invite-user/${tenantRecordId}?type=tenant`, headers: tenant.headers, payload: { email: 'z@example.com' } });
    expect(denied.statusCode).toBe(403);
    const badType = await t.app.inject({ method: 'POST', url: `/api/users/invite-user/${tenantRecordId}?type=admin`, headers: landlord.headers, payload: { email: 'z@example.com' } });
    expect(badType.statusCode).toBe(422);
  });

  it("another landlord's tenant is 404: no invitation is stored and no e-mail sent", async () => {
    const landlord = await createUser(t, { role: 'propertyManager' });
    const other = await createUser(t, { role: 'propertyManager' });
    const theirTenant = await createTenant(t, other);
    const mailsBefore = (await readOutbox(t.dataDir)).length;
    const response = await t.app.inject({ method: 'POST', url: `/api/users/invite-user/${theirTenant.id}?type=tenant`, headers: landlord.headers, payload: { email: 'grab@example.com' } });
    expect(response.statusCode).toBe(404);
    expect(json<{ code: string }>(response).code).toBe('TENANT_NOT_FOUND');
    expect(await t.deps.db.select().from(invitations).where(eq(invitations.targetId, theirTenant.id))).toEqual([]);
    expect((await readOutbox(t.dataDir)).length).toBe(mailsBefore);
  });

  it('updates user details and refuses another account\'s picture', async () => {
    const user = await createUser(t);
    const response = await t.app.inject({ method: 'PUT', url: '/api/users/update/user-details', headers: user.headers, payload: { fullName: 'Renamed', phoneNumber: '(503) 555-0199' } });
    expect(json(response)).toMatchObject({ fullName: 'Renamed', phoneNumber: '(503) 555-0199' });
    // Issue 11 item 12: an invalid number is a 422 on the field, and nothing is saved.
    const badPhone = await t.app.inject({ method: 'PUT', url: '/api/users/update/user-details', headers: user.headers, payload: { fullName: 'Other Name', phoneNumber: '555-0199' } });
    expect(badPhone.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(badPhone).details.map((detail) => detail.path)).toContain('phoneNumber');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.headers });
    expect(json(me)).toMatchObject({ fullName: 'Renamed', phoneNumber: '(503) 555-0199' });
    const theirPicture = await uploadFile(t, await createUser(t));
    const stranger = await t.app.inject({ method: 'PUT', url: '/api/users/update/user-details', headers: user.headers, payload: { profilePictureId: theirPicture.id } });
    expect(stranger.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(stranger).details.map((detail) => detail.path)).toEqual(['profilePictureId']);
    expect(json<{ profilePicture: unknown }>(await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.headers })).profilePicture ?? null).toBeNull();
  });
});

describe('time zone (issue 22 item 2)', () => {
  it('keeps the browser zone given at sign-up, shows it in the user, and lets the profile change it', async () => {
    await registerAndVerify('zone-signup@example.com', { timeZone: 'America/Chicago' });
    const login = await post('/api/auth/local/login', { email: 'zone-signup@example.com', password: 'a-strong-password', timeZone: 'Europe/Berlin' });
    expect(login.statusCode).toBe(200);
    const { jwt, user } = json<{ jwt: string; user: { timeZone: string | null } }>(login);
    // Signing in from another zone does not overwrite the chosen one.
    expect(user.timeZone).toBe('America/Chicago');
    const headers = { authorization: `Bearer ${jwt}` };
    const changed = await t.app.inject({ method: 'PUT', url: '/api/users/update/user-details', headers, payload: { timeZone: 'Asia/Tokyo' } });
    expect(changed.statusCode).toBe(200);
    expect(json<{ timeZone: string }>(changed).timeZone).toBe('Asia/Tokyo');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(json<{ timeZone: string }>(me).timeZone).toBe('Asia/Tokyo');
    const bad = await t.app.inject({ method: 'PUT', url: '/api/users/update/user-details', headers, payload: { timeZone: 'Atlantis/Capital' } });
    expect(bad.statusCode).toBe(422);
    expect(json<{ details: Array<{ path: string }> }>(bad).details[0]!.path).toContain('timeZone');
  });

  it('sets the zone once on the first sign-in of an account that has none, and the new-event default follows it', async () => {
    const existing = await createUser(t, { role: 'homeOwner' });
    const first = await post('/api/auth/local/login', { email: existing.email, password: TEST_PASSWORD, timeZone: 'America/Denver' });
    expect(first.statusCode).toBe(200);
    expect(json<{ user: { timeZone: string | null } }>(first).user.timeZone).toBe('America/Denver');
    const second = await post('/api/auth/local/login', { email: existing.email, password: TEST_PASSWORD, timeZone: 'Europe/Paris' });
    expect(json<{ user: { timeZone: string | null } }>(second).user.timeZone).toBe('America/Denver');
    const event = await t.app.inject({
      method: 'POST', url: '/api/events', headers: existing.headers,
      payload: { title: 'No zone given', start: '2031-01-06T16:00:00Z', end: '2031-01-06T17:00:00Z' },
    });
    expect(event.statusCode, event.body).toBe(201);
    expect(json<{ timeZone: string }>(event).timeZone).toBe('America/Denver');
    const badLogin = await post('/api/auth/local/login', { email: existing.email, password: TEST_PASSWORD, timeZone: 'Nowhere/Land' });
    expect(badLogin.statusCode).toBe(422);
  });
});

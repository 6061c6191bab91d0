/** Factories: users of any role with a signed access token, and properties, made straight in the database. */
import type { CreatePropertyInput, Role } from '@lintel/shared';
import { createPropertyInputSchema } from '@lintel/shared';
import { hashPassword } from '../platform/passwords.ts';
import { insertUser } from '../modules/auth/index.ts';
import type { TestApp } from './build-app.ts';
import sharp from 'sharp';

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;
let counter = 0;

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  token: string;
  headers: { authorization: string };
}

/** A verified user with an access token. */
export async function createUser(t: TestApp, overrides: { role?: Role; email?: string; verified?: boolean } = {}): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  counter += 1;
  const role = overrides.role ?? 'propertyManager';
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.com`;
  const user = await insertUser(t.deps.db, {
    email,
    fullName: `Test ${role} ${counter}`,
    passwordHash: await passwordHash,
    role,
    emailVerifiedAt: overrides.verified === false ? null : new Date(),
  });
  const token = await t.deps.tokens.sign({ userId: user.id, role, accountId: user.id });
  return { id: user.id, email, role, token, headers: { authorization: `Bearer ${token}` } };
}

export const validProperty = (overrides: Partial<CreatePropertyInput> = {}): CreatePropertyInput => ({
  nickname: 'Maple Court',
  type: 'apartment',
  rentStatus: 'vacant',
  location: { address: '1420 Maple Avenue', city: 'Portland', state: 'OR', postalCode: '97205', country: 'USA' },
  parkingSpaces: { garageParking: 1, carportParking: 0, parkingLot: 4 },
  taxes: { propertyTax: 1234.56, insurance: 800, hoaFee: 0 },
  roomsDetails: null,
  sizes: { sqFt: 7200 },
  ...overrides,
});

/** Creates a property through the API and returns its JSON. */
export async function createProperty(t: TestApp, owner: TestUser, overrides: Partial<CreatePropertyInput> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: owner.headers,
    payload: createPropertyInputSchema.parse(validProperty(overrides)),
  });
  if (response.statusCode !== 201) throw new Error(`createProperty: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; nickname: string; images: Array<{ id: string }> };
}

/** A small real PNG image. */
export function pngBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a7' } }).png().toBuffer();
}

/** A multipart body with one `file` part. */
export function multipart(name: string, data: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----lintel${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a file through the API. */
export async function uploadFile(t: TestApp, owner: TestUser, name = 'photo.png', data?: Buffer) {
  const body = multipart(name, data ?? (await pngBytes()));
  const response = await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...owner.headers, ...body.headers }, payload: body.payload });
  if (response.statusCode !== 201) throw new Error(`uploadFile: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; url: string; previewUrl: string | null; mimeType: string };
}

/**
 * Demo data for a first start on an empty embedded database (SEED_DEMO): one verified account per
 * role, and realistic properties, units and rooms with photos for the landlord and the homeowner.
 */
import sharp from 'sharp';
import { count } from 'drizzle-orm';
import type { Role } from '@lintel/shared';
import type { AppDeps } from '../platform/deps.ts';
import { hashPassword } from '../platform/passwords.ts';
import { users } from '../modules/auth/auth.table.ts';
import { insertUser } from '../modules/auth/auth.repository.ts';
import { createFilesService } from '../modules/files/files.service.ts';
import { createPropertiesService } from '../modules/properties/properties.service.ts';
import type { AuthContext } from '../platform/auth.ts';
import { createPropertyInputSchema } from '@lintel/shared';

export const DEMO_PASSWORD = 'Lintel-demo-2026';

export const demoAccounts: Array<{ role: Role; email: string; fullName: string; companyName?: string }> = [
  { role: 'propertyManager', email: 'manager@demo.lintel.app', fullName: 'Maria Alvarez', companyName: 'Alvarez Property Group' },
  { role: 'homeOwner', email: 'owner@demo.lintel.app', fullName: 'Daniel Okafor' },
  { role: 'tenant', email: 'tenant@demo.lintel.app', fullName: 'Priya Raman' },
  { role: 'serviceProvider', email: 'pro@demo.lintel.app', fullName: 'Tom Becker', companyName: 'Becker Windows & Doors' },
];

/** A simple house illustration as JPEG bytes, so demo listings have photos. */
async function housePhoto(wall: string, roof: string, sky: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
    <rect width="960" height="640" fill="${sky}"/>
    <rect y="500" width="960" height="140" fill="#6a994e"/>
    <polygon points="230,270 480,110 730,270" fill="${roof}"/>
    <rect x="270" y="270" width="420" height="250" fill="${wall}"/>
    <rect x="445" y="380" width="70" height="140" fill="#5c3d2e"/>
    <rect x="310" y="320" width="90" height="70" fill="#dbe9f4" stroke="#ffffff" stroke-width="6"/>
    <rect x="560" y="320" width="90" height="70" fill="#dbe9f4" stroke="#ffffff" stroke-width="6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** Seeds when the users table is empty. Returns the accounts made, or null when data exists. */
export async function seedDemoIfEmpty(deps: AppDeps) {
  const [row] = await deps.db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<Role, string>();
  for (const account of demoAccounts) {
    const user = await insertUser(deps.db, {
      email: account.email,
      fullName: account.fullName,
      passwordHash,
      role: account.role,
      emailVerifiedAt: new Date(),
      companyName: account.companyName ?? null,
      isCompanyCapable: Boolean(account.companyName),
      phoneNumber: '+1 555 010 ' + String(1000 + ids.size),
    });
    ids.set(account.role, user.id);
  }
  const files = createFilesService(deps);
  const properties = createPropertiesService(deps, files);
  const as = (role: Role): AuthContext => ({ userId: ids.get(role)!, role, accountId: ids.get(role)! });
  const photo = async (role: Role, wall: string, roof: string, sky: string) =>
    (await files.upload(as(role).accountId, 'front.jpg', await housePhoto(wall, roof, sky))).id;
  const create = (role: Role, input: unknown) => properties.create(as(role), createPropertyInputSchema.parse(input));

  const manager = 'propertyManager' as const;
  const maple = await create(manager, {
    nickname: 'Maple Court Apartments',
    type: 'apartment',
    rentStatus: 'partialLeased',
    unitsCount: 6,
    storey: 3,
    location: { address: '1420 Maple Avenue', city: 'Portland', state: 'OR', postalCode: '97205', country: 'USA' },
    images: [await photo(manager, '#c9ada7', '#4a4e69', '#bde0fe')],
    parkingSpaces: { garageParking: 0, carportParking: 4, parkingLot: 8 },
    taxes: { propertyTax: 18450, insurance: 6200, hoaFee: 0 },
    roomsDetails: null,
    sizes: { sqFt: 7200, lotSqFt: 12000 },
    amenityIds: [1, 2, 4, 16, 19],
  });
  const units = [
    { nickname: 'Unit 101', floor: 1, rentStatus: 'leased', bed: 1, bath: 1 },
    { nickname: 'Unit 102', floor: 1, rentStatus: 'vacant', bed: 2, bath: 1 },
    { nickname: 'Unit 201', floor: 2, rentStatus: 'leased', bed: 2, bath: 2 },
    { nickname: 'Unit 202', floor: 2, rentStatus: 'leased', bed: 1, bath: 1 },
  ];
  for (const unit of units) {
    await create(manager, {
      nickname: unit.nickname,
      type: 'unit',
      parentId: maple.id,
      floor: unit.floor,
      rentStatus: unit.rentStatus,
      roomsDetails: { bedroom: unit.bed, bathroom: unit.bath, den: 0 },
      sizes: { sqFt: 650 + unit.bed * 180, ceilingHeight: 9 },
    });
  }
  await create(manager, {
    nickname: 'Elm Street Duplex',
    type: 'multiFamily',
    subType: 'semiDetach',
    rentStatus: 'leased',
    unitsCount: 2,
    storey: 2,
    location: { address: '88 Elm Street', city: 'Vancouver', state: 'WA', postalCode: '98660', country: 'USA' },
    images: [await photo(manager, '#f2e8cf', '#bc4749', '#caf0f8')],
    parkingSpaces: { garageParking: 2, carportParking: 0, parkingLot: 0 },
    taxes: { propertyTax: 6900, insurance: 1850, hoaFee: 0 },
    roomsDetails: null,
    sizes: { sqFt: 2400, lotSqFt: 5500, landSizeWidth: 50, landSizeLength: 110 },
    amenityIds: [2, 3, 13, 21],
  });
  await create(manager, {
    nickname: 'Lakeview Cottage',
    type: 'cottage',
    subType: 'detach',
    rentStatus: 'vacant',
    storey: 1,
    location: { address: '5 Shoreline Road', city: 'Bend', state: 'OR', postalCode: '97701', country: 'USA' },
    images: [await photo(manager, '#ddbea9', '#6b705c', '#a2d2ff')],
    parkingSpaces: { garageParking: 0, carportParking: 1, parkingLot: 0 },
    taxes: { propertyTax: 3100, insurance: 1200, hoaFee: 0 },
    roomsDetails: { bedroom: 2, bathroom: 1, den: 0 },
    sizes: { sqFt: 980, lotSqFt: 8000 },
    amenityIds: [11, 13, 22],
  });

  const owner = 'homeOwner' as const;
  const home = await create(owner, {
    nickname: 'Our home on Birch Lane',
    type: 'singleFamily',
    subType: 'detach',
    rentStatus: 'ownerOccupied',
    storey: 2,
    location: { address: '27 Birch Lane', city: 'Boise', state: 'ID', postalCode: '83702', country: 'USA' },
    images: [await photo(owner, '#e9edc9', '#588157', '#bde0fe')],
    parkingSpaces: { garageParking: 2, carportParking: 0, parkingLot: 0 },
    taxes: { propertyTax: 4200, insurance: 1450, hoaFee: 360 },
    roomsDetails: { bedroom: 3, bathroom: 2, den: 1 },
    sizes: { sqFt: 2150, lotSqFt: 7400, ceilingHeight: 9 },
    amenityIds: [1, 2, 3, 5, 11, 13],
  });
  for (const name of ['Living Room', 'Kitchen', 'Bedroom', 'Bathroom', 'Office Room'] as const) {
    await properties.createRoom(as(owner), home.id, { name, nickname: name === 'Bedroom' ? 'Main bedroom' : null });
  }
  return {
    password: DEMO_PASSWORD,
    accounts: demoAccounts.map((account) => ({ role: account.role, email: account.email })),
  };
}

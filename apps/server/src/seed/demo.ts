/**
 * Demo data for a first start on an empty embedded database (SEED_DEMO): one verified account per
 * role, and realistic properties, units and rooms with photos for the landlord and the homeowner.
 */
import sharp from 'sharp';
import { count, sql } from 'drizzle-orm';
import type { Role, WorkOrderCategory } from '@lintel/shared';
import type { AppDeps } from '../platform/deps.ts';
import { hashPassword } from '../platform/passwords.ts';
import { users } from '../modules/auth/auth.table.ts';
import { insertUser } from '../modules/auth/index.ts';
import { createFilesService } from '../modules/files/index.ts';
import { createPropertiesService } from '../modules/properties/index.ts';
import type { AuthContext } from '../platform/auth.ts';
import {
  createContactInputSchema,
  createInventoryInputSchema,
  createLeaseInputSchema,
  createPaymentInputSchema,
  createPropertyInputSchema,
  listTransactionsQuerySchema,
} from '@lintel/shared';
import { eq } from 'drizzle-orm';
import { tenants } from '../modules/tenants/tenants.table.ts';
import { createTenantsService } from '../modules/tenants/index.ts';
import { activeLeasesOf, createLeasesService } from '../modules/leases/index.ts';
import { createContactsService } from '../modules/contacts/index.ts';
import { createInventoryService } from '../modules/inventory/index.ts';
import { createPaymentsService, createTransactionsService, generateLeaseTransactions } from '../modules/money/index.ts';
import { createSeedApi } from './seed-api.ts';
import { seedActivity } from './demo-activity.ts';

export const DEMO_PASSWORD = 'Lintel-demo-2026';

export const demoAccounts: Array<{ role: Role; email: string; fullName: string; companyName?: string }> = [
  { role: 'propertyManager', email: 'manager@demo.lintel.app', fullName: 'Maria Alvarez', companyName: 'Alvarez Property Group' },
  { role: 'homeOwner', email: 'owner@demo.lintel.app', fullName: 'Daniel Okafor' },
  { role: 'tenant', email: 'tenant@demo.lintel.app', fullName: 'Priya Raman' },
  { role: 'serviceProvider', email: 'pro@demo.lintel.app', fullName: 'Tom Becker', companyName: 'Becker Windows & Doors' },
];

/**
 * Trades of the demo providers: the configurator's requests reach Becker (windows and doors), and
 * "Windows & doors" is the service category suggested contractors match on (issue 21 item 9).
 */
const demoTrades: Record<string, WorkOrderCategory[]> = { 'pro@demo.lintel.app': ['carpentry', 'windowsDoors'] };

/** A second provider the demo landlord asked for a quote (the quote accepted over Becker's); not printed. */
const demoPlumber = { role: 'serviceProvider' as const, email: 'plumber@demo.lintel.app', fullName: 'Rosa Delgado', companyName: 'Delgado Plumbing & Gutters' };

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

/** Advisory lock key of the migrations (platform/db.ts): the seed runs under it too. */
const MIGRATION_LOCK = 727274;

/**
 * The demo seed for `SEED_DEMO` (issue 24): one transaction that first takes the migration lock
 * (transaction-scoped), so instances starting together seed once — the others wait, then find users
 * and do nothing — and a crash mid-seed leaves no half-seeded database. Returns what seedDemoIfEmpty does.
 */
export async function seedDemoOnce(deps: AppDeps): Promise<Awaited<ReturnType<typeof seedDemoIfEmpty>>> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    return seedDemoIfEmpty({ ...deps, db: tx as unknown as AppDeps['db'] });
  });
}

/** Seeds when the users table is empty. Returns the accounts made, or null when data exists. */
export async function seedDemoIfEmpty(deps: AppDeps) {
  const [row] = await deps.db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<Role, string>();
  let plumberId = '';
  for (const account of [...demoAccounts, demoPlumber]) {
    const user = await insertUser(deps.db, {
      email: account.email,
      fullName: account.fullName,
      passwordHash,
      role: account.role,
      emailVerifiedAt: new Date(),
      companyName: account.companyName ?? null,
      isCompanyCapable: Boolean(account.companyName),
      phoneNumber: '+1 555 010 ' + String(1000 + ids.size),
      trades: demoTrades[account.email] ?? (account === demoPlumber ? ['plumbing', 'roofing'] : []),
    });
    if (account === demoPlumber) plumberId = user.id;
    else ids.set(account.role, user.id);
  }
  const files = createFilesService(deps);
  const properties = createPropertiesService(deps, files, activeLeasesOf);
  const as = (role: Role): AuthContext => ({ userId: ids.get(role)!, role, accountId: ids.get(role)! });
  const photo = async (role: Role, wall: string, roof: string, sky: string) =>
    (await files.upload(as(role).accountId, 'front.jpg', await housePhoto(wall, roof, sky))).id;
  const create = (role: Role, input: unknown) => properties.create(as(role), createPropertyInputSchema.parse(input));

  const manager = 'propertyManager' as const;
  const maple = await create(manager, {
    nickname: 'Maple Court Apartments',
    type: 'apartment',
    rentStatus: 'partialLeased',
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
  const unitIds: string[] = [];
  for (const unit of units) {
    const created = await create(manager, {
      nickname: unit.nickname,
      type: 'unit',
      parentId: maple.id,
      floor: unit.floor,
      rentStatus: unit.rentStatus,
      roomsDetails: { bedroom: unit.bed, bathroom: unit.bath, den: 0 },
      sizes: { sqFt: 650 + unit.bed * 180, ceilingHeight: 9 },
    });
    unitIds.push(created.id);
  }
  const duplex = await create(manager, {
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
  const cottage = await create(manager, {
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
  const tenantLeaseId = await seedTenancies(deps, as(manager), unitIds, ids.get('tenant')!);
  await seedRecords(deps, as(manager), as(owner), home.id);

  const api = await createSeedApi(deps);
  try {
    for (const account of [...demoAccounts, demoPlumber]) await api.signIn(account.email, DEMO_PASSWORD);
    const person = (role: Role) => ({ email: demoAccounts.find((a) => a.role === role)!.email, userId: ids.get(role)! });
    await seedActivity(
      deps,
      api,
      {
        manager: person('propertyManager'),
        owner: person('homeOwner'),
        tenant: person('tenant'),
        provider: person('serviceProvider'),
        plumber: { email: demoPlumber.email, userId: plumberId },
      },
      { maple: maple.id, units: unitIds, duplex: duplex.id, cottage: cottage.id, home: home.id, tenantLeaseId },
    );
  } finally {
    await api.close();
  }
  return {
    password: DEMO_PASSWORD,
    accounts: demoAccounts.map((account) => ({ role: account.role, email: account.email })),
  };
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const monthsAgo = (months: number, day = 1) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day));
};

/**
 * Leases on three Maple Court units (one with the demo tenant's account), signed on paper so they
 * are active with their rent schedules, and the rent paid so far — the current month only in part.
 */
async function seedTenancies(deps: AppDeps, landlord: AuthContext, unitIds: string[], tenantUserId: string): Promise<string> {
  let tenantLeaseId = '';
  const files = createFilesService(deps);
  const tenantsService = createTenantsService(deps, files);
  const leases = createLeasesService(deps, files, tenantsService);
  const transactions = createTransactionsService(deps, files);
  const payments = createPaymentsService(deps, files);
  const meta = { ip: null, userAgent: 'lintel-demo-seed' };
  const people = [
    { unit: unitIds[0]!, fullName: 'Priya Raman', email: 'tenant@demo.lintel.app', rent: 1850, started: 4, userId: tenantUserId },
    { unit: unitIds[2]!, fullName: 'Marcus Chen', email: 'marcus.chen@example.com', rent: 2350, started: 7 },
    { unit: unitIds[3]!, fullName: 'Sofia Haddad', email: 'sofia.haddad@example.com', rent: 1790, started: 2 },
  ];
  for (const person of people) {
    const startDate = monthsAgo(person.started);
    const endDate = new Date(Date.UTC(startDate.getUTCFullYear() + 1, startDate.getUTCMonth(), 0));
    const lease = await leases.create(
      landlord,
      createLeaseInputSchema.parse({
        propertyId: person.unit,
        term: 'one-year',
        startDate: isoDate(startDate),
        endDate: isoDate(endDate),
        rentAmount: person.rent,
        depositValue: person.rent,
        lateFee: { amount: 75, amountType: 'fixed', dueDays: 5 },
        rentPayType: 'monthly',
        firstDay: 1,
        landlord: { fullName: 'Maria Alvarez', email: 'manager@demo.lintel.app' },
        tenants: [{ fullName: person.fullName, email: person.email, phoneNumbers: ['+1 503 555 0142'] }],
        utilities: ['water', 'trash'],
        signedOffline: true,
      }),
      meta,
    );
    if (person.userId) {
      tenantLeaseId = lease.id;
      await deps.db.update(tenants).set({ userId: person.userId }).where(eq(tenants.email, person.email));
    }
    // The rent schedule now, in the seed's transaction: the lease.activated consumer runs only after the
    // commit (it then finds the schedule made and does nothing), and the seed pays past rent below.
    await generateLeaseTransactions(deps.db, lease.id);
    const due = await transactions.list(
      landlord,
      listTransactionsQuerySchema.parse({ leaseId: lease.id, sortBy: 'dueDateAsc', pageSize: 100 }),
    );
    const today = isoDate(new Date());
    for (const transaction of due.results) {
      const dueDate = transaction.dueDate;
      if (!dueDate || dueDate > today || transaction.type !== 'income') continue;
      const isCurrentRent = transaction.kind === 'Rent' && dueDate.slice(0, 7) === today.slice(0, 7);
      const amount = isCurrentRent ? Math.round(transaction.amount * 50) / 100 : transaction.amount;
      await payments.create(
        landlord,
        createPaymentInputSchema.parse({ transactionId: transaction.id, amount, date: dueDate, paymentMethodId: 1, memo: isCurrentRent ? 'First half, rest on the 15th' : undefined }),
      );
    }
  }
  return tenantLeaseId;
}

/** A homeowner's contacts and home inventory, and the landlord's trades. */
async function seedRecords(deps: AppDeps, landlord: AuthContext, owner: AuthContext, homeId: string) {
  const files = createFilesService(deps);
  const contacts = createContactsService(deps);
  const inventory = createInventoryService(deps, files);
  const contactRows = [
    { who: landlord, type: 'company', companyName: 'Rose City Plumbing', email: 'service@rosecityplumbing.example', phoneNumbers: ['+1 503 555 0110'], categoryId: 1, subCategoryId: 20 },
    { who: landlord, type: 'contact', fullName: 'Jamal Wright', email: 'jamal@brightwire.example', phoneNumbers: ['+1 503 555 0111'], categoryId: 1, subCategoryId: 21, notes: 'Licensed electrician; panel upgrades' },
    { who: owner, type: 'company', companyName: 'Cascade Mutual Insurance', email: 'claims@cascademutual.example', phoneNumbers: ['+1 208 555 0190'], categoryId: 5, notes: 'Policy HO-3 #CM-448210' },
    { who: owner, type: 'contact', fullName: 'Elena Ruiz', email: 'elena.ruiz@example.com', phoneNumbers: ['+1 208 555 0123'], categoryId: 8, notes: 'Neighbour, has a spare key' },
  ];
  for (const { who, ...contact } of contactRows) await contacts.create(who, createContactInputSchema.parse(contact));
  const items = [
    { name: 'Refrigerator — Bosch 800 Series', categoryId: 60, price: 2899, purchaseDate: '2024-05-18', serialNumber: 'B36CL80ENS-55120', warrantyEnd: '2027-05-18' },
    { name: 'Washer — LG WM4000HWA', categoryId: 60, price: 1099.99, purchaseDate: '2023-11-02', serialNumber: 'LGW4-883021', warrantyEnd: '2025-11-02' },
    { name: 'Living room TV — Sony 65"', categoryId: 61, price: 1499, purchaseDate: '2025-01-12', serialNumber: 'XR65-7731-A' },
  ];
  for (const item of items) await inventory.create(owner, createInventoryInputSchema.parse({ ...item, propertyId: homeId }));
}

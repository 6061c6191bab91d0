/**
 * The demo's living part (issue 21 "Also"): what the four demo people did with each other, made through
 * the API inside the seed's transaction (`seed-api.ts`), so every sidebar screen of every demo role
 * shows records on a first `npm start`: requests in each status (one from the portal), a work order
 * with two quotes and its chat, a closed work order with its Bill and invoice, calendar events and
 * tasks with repeats and reminders, notifications read and unread, a lease chat, a calculator history,
 * a configurator quote request answered by the demo provider, documents, an application, a lease-form
 * template, property services and a tax rate.
 */
import sharp from 'sharp';
import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../platform/deps.ts';
import { createFilesService } from '../modules/files/index.ts';
import { notifications } from '../modules/notifications/notifications.table.ts';
import type { SeedApi } from './seed-api.ts';

/** The people of the demo: the four printed accounts and a second provider (the declined quote). */
export interface DemoPeople {
  manager: { email: string; userId: string };
  owner: { email: string; userId: string };
  tenant: { email: string; userId: string };
  provider: { email: string; userId: string };
  plumber: { email: string; userId: string };
}

const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
/** An instant `offsetDays` from today at `hour`:00 UTC. */
const at = (offsetDays: number, hour: number) => `${isoDay(offsetDays)}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const weekdayOf = (offsetDays: number) => (['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const)[new Date(Date.now() + offsetDays * DAY).getUTCDay()]!;

/** A small picture (a photo of a fault, an invoice scan) as PNG bytes. */
async function picture(text: string, background: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420"><rect width="640" height="420" fill="${background}"/>
    <text x="40" y="220" font-family="sans-serif" font-size="34" fill="#222">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A one-page PDF holding `title` (demo documents). */
function pdf(title: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

/**
 * Seeds the demo's activity through `api` (already signed in as every person). `places` are the
 * manager's Maple Court building, its units (101 is the demo tenant's), the other two properties and
 * the homeowner's house; `tenantLeaseId` is the demo tenant's lease.
 */
export async function seedActivity(
  deps: AppDeps,
  api: SeedApi,
  people: DemoPeople,
  places: { maple: string; units: string[]; duplex: string; cottage: string; home: string; tenantLeaseId: string },
): Promise<void> {
  const { manager, owner, tenant, provider, plumber } = people;
  const files = createFilesService(deps);
  const upload = async (accountId: string, name: string, data: Buffer) => (await files.upload(accountId, name, data)).id;
  const unit101 = places.units[0]!;

  // ---------- Tenant requests: one in each status, one from the request portal ----------
  const leakPhoto = await upload(tenant.userId, 'leak-under-sink.png', await picture('Leak under the kitchen sink', '#dbe9f4'));
  const leak = await api.call(tenant.email, 'POST', '/api/tenant-requests', {
    propertyId: unit101,
    categoryId: 1,
    description: 'Water drips from the pipe under the kitchen sink; there is a bucket under it for now.',
    urgency: 'medium',
    attachmentIds: [leakPhoto],
  });
  const heater = await api.call(tenant.email, 'POST', '/api/tenant-requests', {
    propertyId: unit101,
    categoryId: 3,
    description: 'The bedroom baseboard heater clicks but stays cold.',
    urgency: 'low',
  });
  const smoke = await api.call(tenant.email, 'POST', '/api/tenant-requests', {
    propertyId: unit101,
    categoryId: 2,
    description: 'The hallway smoke detector chirps every minute (low battery?).',
    urgency: 'low',
  });
  const paint = await api.call(tenant.email, 'POST', '/api/tenant-requests', {
    propertyId: unit101,
    categoryId: 6,
    description: 'Could the living room be repainted a darker colour?',
    urgency: 'low',
  });
  await api.call(tenant.email, 'POST', '/api/tenant-requests', {
    propertyId: unit101,
    categoryId: 5,
    description: 'The balcony door sticks and needs a hard push to lock.',
    urgency: 'medium',
  });
  await api.call(manager.email, 'PUT', `/api/tenant-requests/accept/${leak.id}`, {});
  await api.call(manager.email, 'PUT', `/api/tenant-requests/accept/${smoke.id}`, {});
  await api.call(manager.email, 'PUT', `/api/tenant-requests/resolve/${smoke.id}`, {});
  await api.call(manager.email, 'PUT', `/api/tenant-requests/reject/${paint.id}`, { reason: 'Walls stay white under the lease; small pictures are fine.' });
  await api.call(manager.email, 'PUT', `/api/tenant-requests/accept/${heater.id}`, {});
  const portal = await api.call<{ token: string }>(manager.email, 'GET', `/api/request-portal/properties/${places.maple}`);
  await api.call(null, 'POST', `/api/request-portal/${portal.token}/requests`, {
    contactName: 'Lena Park',
    contactEmail: 'lena.park@example.com',
    categoryId: 8,
    description: 'The front gate of the building does not latch; it swings open in the wind.',
    urgency: 'medium',
  });

  // ---------- Work orders: one with two quotes (one accepted) and its chat, one closed with its Bill ----------
  const leakOrder = await api.call(manager.email, 'POST', '/api/work-orders', {
    name: 'Kitchen sink leak · Unit 101',
    category: 'plumbing',
    property: places.maple,
    unit: unit101,
    priority: 'high',
    timing: 'asSoonAsPossible',
    source: { kind: 'tenantRequest', id: leak.id },
  });
  await api.call(manager.email, 'PATCH', `/api/work-orders/request-quote/${leakOrder.id}`, { providerIds: [plumber.userId, provider.userId] });
  const plumberQuote = await api.call(plumber.email, 'POST', '/api/work-order-quotes', {
    workOrderId: leakOrder.id,
    lineItems: [
      { description: 'Replace P-trap and slip joints', quantity: 1, unitPrice: 145 },
      { description: 'Labour (hours)', quantity: 2, unitPrice: 72.5 },
    ],
    rate: 0,
    earliestStart: isoDay(2),
    memo: 'Parts in the van; 90 minutes on site.',
  });
  await api.call(provider.email, 'POST', '/api/work-order-quotes', {
    workOrderId: leakOrder.id,
    lineItems: [{ description: 'Sink drain repair', quantity: 1, unitPrice: 340 }],
    rate: 0,
    earliestStart: isoDay(6),
    memo: 'We are mainly windows and doors; next week at the earliest.',
  });
  await api.call(manager.email, 'POST', `/api/work-orders/${leakOrder.id}/accept-quote`, { quoteId: plumberQuote.id });
  const orderChat = await api.call(manager.email, 'POST', '/api/chat/conversations', { subject: { kind: 'workOrder', id: leakOrder.id } });
  const chatLine = (as: string, conversation: string, text: string) => api.call(as, 'POST', `/api/chat/conversations/${conversation}/messages`, { text });
  await chatLine(manager.email, orderChat.id, 'Thanks Rosa, your quote is accepted. The tenant is home after 4 pm.');
  await chatLine(plumber.email, orderChat.id, `Great, I will come on ${isoDay(2)} at 4:30 pm and bring a new trap.`);

  const gutterOrder = await api.call(manager.email, 'POST', '/api/work-orders', {
    name: 'Clean and repair gutters · Elm Street Duplex',
    category: 'roofing',
    description: 'Gutters overflow on the north side; one downspout is loose.',
    property: places.duplex,
    priority: 'medium',
    timing: 'oneTwoWeeks',
  });
  await api.call(manager.email, 'PATCH', `/api/work-orders/request-quote/${gutterOrder.id}`, { providerIds: [plumber.userId] });
  const gutterQuote = await api.call(plumber.email, 'POST', '/api/work-order-quotes', {
    workOrderId: gutterOrder.id,
    lineItems: [{ description: 'Clean gutters, refasten downspout', quantity: 1, unitPrice: 260 }],
    rate: 0,
    earliestStart: isoDay(-20),
  });
  await api.call(manager.email, 'POST', `/api/work-orders/${gutterOrder.id}/accept-quote`, { quoteId: gutterQuote.id });
  const invoice = await upload(plumber.userId, 'invoice-1042.png', await picture('Invoice 1042 · $260.00', '#fff8e1'));
  await api.call(plumber.email, 'POST', `/api/work-orders/${gutterOrder.id}/complete`, { invoiceFileId: invoice, invoiceNumber: '1042', amount: 260, note: 'Done; the north downspout has a new bracket.' }, 200);
  await api.call(manager.email, 'POST', `/api/work-orders/${gutterOrder.id}/confirm`, { rating: 5, comment: 'Quick and tidy.' }, 200);

  // A work order still waiting for quotes: the provider's inbox has a request to answer.
  await api
    .call(manager.email, 'POST', '/api/work-orders', {
      name: 'Replace sliding patio door · Lakeview Cottage',
      category: 'windowsDoors',
      description: 'The patio door frame is swollen; replace with a 72" sliding door.',
      property: places.cottage,
      timing: 'oneMonthPlus',
    })
    .then((order) => api.call(manager.email, 'PATCH', `/api/work-orders/request-quote/${order.id}`, { providerIds: [provider.userId] }));

  // The homeowner's own job.
  await api.call(owner.email, 'POST', '/api/work-orders', {
    name: 'Service the furnace before winter',
    category: 'hvac',
    property: places.home,
    timing: 'threeFourWeeks',
  });

  // ---------- Lease chat between the manager and the tenant ----------
  const leaseChat = await api.call(tenant.email, 'POST', '/api/chat/conversations', { subject: { kind: 'lease', id: places.tenantLeaseId } });
  await chatLine(tenant.email, leaseChat.id, 'Hi Maria, I paid the first half of this month; the rest follows on the 15th.');
  await chatLine(manager.email, leaseChat.id, 'Thanks Priya, that works. A plumber comes for the sink this week.');
  await chatLine(tenant.email, leaseChat.id, 'Perfect, I will be home after 4.');

  // ---------- Calendar: events and tasks with repeats and reminders, for every role ----------
  const event = (as: string, body: Record<string, unknown>) => api.call(as, 'POST', '/api/events', { allDay: false, reminders: [], repeatDays: [], ...body });
  await event(manager.email, { title: 'Unit 102 showing', start: at(3, 17), end: at(3, 18), reminders: ['oneHour'], description: 'Two applicants from the listing.' });
  await event(manager.email, { title: 'Weekly site walk · Maple Court', start: at(1, 15), end: at(1, 16), repeatDays: [weekdayOf(1)], reminders: ['thirtyMinutes'] });
  await event(manager.email, { type: 'task', title: 'Renew building insurance', start: at(10, 16), end: at(10, 17), reminders: ['twoHours'] });
  await event(owner.email, { type: 'task', title: 'Take the recycling out', start: at(2, 1), end: at(2, 2), repeatDays: [weekdayOf(2)], reminders: ['fifteenMinutes'] });
  await event(owner.email, { title: 'Window measure with Becker', start: at(5, 18), end: at(5, 19), reminders: ['oneHour', 'tenMinutes'] });
  await event(tenant.email, { title: 'Plumber visit (kitchen sink)', start: at(2, 23), end: at(3, 0), reminders: ['oneHour'] });
  await event(tenant.email, { type: 'task', title: 'Pay the rest of the rent', start: at(4, 16), end: at(4, 17), reminders: ['twoHours'] });
  await event(provider.email, { title: 'Install at Birch Lane', start: at(8, 16), end: at(8, 20), reminders: ['oneHour'] });
  await event(provider.email, { type: 'task', title: 'Order glass units', start: at(1, 14), end: at(1, 15), repeatDays: [weekdayOf(1)], reminders: ['fiveMinutes'] });

  // ---------- Calculator history ----------
  for (const as of [owner.email, manager.email]) {
    await api.call(as, 'POST', '/api/calendar-history/generate-ai-result', {
      inputData: { kind: 'mortgage', homePrice: 485_000, downPayment: 97_000, annualRatePercent: 6.25, years: 30 },
    });
  }
  await api.call(owner.email, 'POST', '/api/calendar-history/generate-ai-result', {
    inputData: { kind: 'mortgage', homePrice: 350_000, downPayment: 70_000, annualRatePercent: 5.5, years: 15 },
  });

  // ---------- Configurator: saved project models, a quote request answered by the demo provider ----------
  const model = (name: string, projectType: string, width: number, height: number, note: string) =>
    api.call(owner.email, 'POST', '/api/project-models', { projectType, status: 'SAVED', name, properties: { size: { width, height }, note } });
  const kitchenWindow = await model('Kitchen window', 'window', 36, 48, 'Above the sink; the old frame is rotten at the sill.');
  const frontDoor = await model('Front door', 'exteriorDoor', 36, 80, 'Would like a glass panel.');
  await model('Bedroom window', 'window', 48, 60, '');
  const request = await api.call(owner.email, 'POST', '/api/quote-requests', {
    projectModelIds: [kitchenWindow.id, frontDoor.id],
    dateRanges: [{ start: isoDay(14), end: isoDay(35) }],
    location: { houseId: places.home, address: '' },
    parkingInfo: 'Driveway, left side',
    replaceExisting: { window: true, exteriorDoor: true },
    note: 'Weekday mornings suit us best.',
  });
  await api.call(provider.email, 'POST', '/api/quotes', {
    requestId: request.id,
    lineItems: [
      { description: 'Kitchen window 36 x 48, vinyl, installed', quantity: 1, unitPrice: 890 },
      { description: 'Fiberglass entry door with glass panel, installed', quantity: 1, unitPrice: 2450 },
    ],
    rate: 6,
    memo: 'Includes removal of the old units and trim.',
    send: true,
  });

  // The provider and the homeowner talk about the request; the landlord configures a window too.
  const requestChat = await api.call(provider.email, 'POST', '/api/chat/conversations', { subject: { kind: 'quoteRequest', id: request.id } });
  await chatLine(provider.email, requestChat.id, 'Hello Daniel, my quote is in. Is the kitchen window frame wood or vinyl today?');
  await chatLine(owner.email, requestChat.id, 'Wood, painted white. Mornings work best for the measure.');
  const unitWindow = await api.call(manager.email, 'POST', '/api/project-models', {
    projectType: 'window',
    status: 'SAVED',
    name: 'Unit 102 bedroom window',
    properties: { size: { width: 48, height: 48 }, note: 'Fogged double glazing.' },
  });
  const unitRequest = await api.call(manager.email, 'POST', '/api/quote-requests', {
    projectModelIds: [unitWindow.id],
    dateRanges: [{ start: isoDay(10), end: isoDay(30) }],
    location: { houseId: null, address: '1420 Maple Avenue, Unit 102, Portland, OR 97205' },
    parkingInfo: 'Visitor spots behind the building',
    replaceExisting: { window: true },
  });
  await api.call(provider.email, 'POST', '/api/quotes', { requestId: unitRequest.id, amount: 780, rate: 0, memo: 'Draft: waiting for the exact glass size.' });

  // ---------- Records the other roles' screens list ----------
  for (const item of [
    { name: 'Dishwasher — Unit 101 (Whirlpool)', propertyId: unit101, price: 649 },
    { name: 'Snow blower — Maple Court', propertyId: places.maple, price: 1199 },
  ]) {
    await api.call(manager.email, 'POST', '/api/inventories', item);
  }
  for (const contact of [
    { type: 'company', companyName: 'Cascade Glass Supply', email: 'orders@cascadeglass.example', phoneNumbers: ['+1 503 555 0170'] },
    { type: 'contact', fullName: 'Alvarez Property Group', email: 'manager@demo.lintel.app', notes: 'Landlord, Maple Court (Portland)' },
  ]) {
    await api.call(provider.email, 'POST', '/api/contacts', contact);
  }
  // Gallery photos at the property and unit levels (the seed's listing photos are not gallery images).
  const gallery = async (as: { email: string; userId: string }, property: string, shots: Array<[string, string]>) => {
    const images = [];
    for (const [name, colour] of shots) images.push(await upload(as.userId, `${name.toLowerCase().replace(/\W+/g, '-')}.png`, await picture(name, colour)));
    await api.call(as.email, 'POST', '/api/galleries', { images, property });
  };
  await gallery(owner, places.home, [['Front garden in spring', '#d8f3dc'], ['Kitchen after the remodel', '#fefae0'], ['Back fence', '#e9edc9']]);
  await gallery(manager, places.maple, [['Maple Court lobby', '#e0e1dd'], ['Bike storage', '#caf0f8']]);
  await gallery(manager, unit101, [['Unit 101 living room', '#f1faee'], ['Unit 101 kitchen', '#fff1e6']]);
  const ownerPortal = await api.call<{ token: string }>(owner.email, 'GET', `/api/request-portal/properties/${places.home}`);
  await api.call(null, 'POST', `/api/request-portal/${ownerPortal.token}/requests`, {
    contactName: 'Elena Ruiz',
    contactEmail: 'elena.ruiz@example.com',
    categoryId: 8,
    description: 'While watering your plants I saw the back fence panel has come loose.',
    urgency: 'low',
  });

  // ---------- Documents, application, lease-form template, services, tax rate ----------
  const folder = await api.call(manager.email, 'POST', '/api/document-folders', { name: 'Insurance' });
  const policy = await upload(manager.userId, 'maple-court-policy-2026.pdf', pdf('Maple Court building insurance policy'));
  await api.call(manager.email, 'POST', '/api/documents', { fileId: policy, folderId: folder.id });
  const rules = await upload(manager.userId, 'house-rules.pdf', pdf('Maple Court house rules'));
  await api.call(manager.email, 'POST', '/api/documents', { fileId: rules });
  const warranty = await upload(owner.userId, 'furnace-warranty.pdf', pdf('Furnace warranty, Birch Lane'));
  await api.call(owner.email, 'POST', '/api/documents', { fileId: warranty });

  const link = await api.call<{ token: string }>(manager.email, 'POST', '/api/tenant-applications/links', { propertyId: places.units[1] });
  await api.call(null, 'POST', `/api/tenant-applications/public/${link.token}`, {
    basicInfo: { fullName: 'Dana Whitfield', email: 'dana.whitfield@example.com', phoneNumber: '(503) 555-0142', dateOfBirth: '1990-04-12', idType: 'passport', idNumber: 'P1234567', idCountry: 'USA', hasCoSigners: false },
    terms: { desiredMoveInDate: isoDay(30), leaseTerm: 'one-year', occupantsCount: 2, hasPets: false },
    address: { address: '410 SE Oak Street', city: 'Portland', state: 'OR', postalCode: '97214', country: 'USA', reasonForLeaving: 'needMoreSpace' },
    financial: { employmentStatus: 'employed', employer: 'Northwind Health', monthlyIncome: 6800 },
    additionalInfo: { hasBeenEvicted: false, hasBankruptcy: false },
    consent: true,
  });
  await api.call(manager.email, 'POST', '/api/lease-form-templates', {
    name: 'Maple Court standard lease',
    fees: [{ type: 'moveInFee', amount: 150 }, { type: 'oneTimePetFee', amount: 300 }],
    clauses: [{ title: 'Smoking', body: 'No smoking inside the units or on balconies.' }],
  });
  await api.call(manager.email, 'POST', '/api/property-services', { name: 'Gutter cleaning', propertyId: places.duplex, status: 'done', completionDate: isoDay(-10) });
  await api.call(manager.email, 'POST', '/api/property-services', { name: 'Fire extinguisher inspection', propertyId: places.maple, dueDate: isoDay(21), status: 'toDo' });
  await api.call(owner.email, 'POST', '/api/property-services', { name: 'Chimney sweep', propertyId: places.home, dueDate: isoDay(40), status: 'toDo' });
  await api.call(provider.email, 'POST', '/api/tax-rates', { name: 'Idaho sales tax', percentage: 6 });
  await api.call(manager.email, 'POST', '/api/accounts', { name: 'Maple Court operating account', last4: '4821' });

  // ---------- Notifications already read: older news each person has seen ----------
  // (Today's events become unread notifications when the consumer runs after the commit.)
  const seenAt = new Date(Date.now() - DAY);
  const createdAt = new Date(Date.now() - 3 * DAY);
  const read = [
    { userId: manager.userId, type: 'newUser' as const, title: 'Priya Raman joined Lintel', body: 'Your tenant at Maple Court · Unit 101 accepted the invitation.', link: '/tenants' },
    { userId: owner.userId, type: 'marketing' as const, title: 'Welcome to Lintel', body: 'Configure a window or a door and ask for quotes.', link: '/configurator' },
    { userId: tenant.userId, type: 'calendarReminder' as const, title: 'Rent is due on the 1st', body: 'Maple Court · Unit 101', link: '/my-payments' },
    { userId: provider.userId, type: 'marketing' as const, title: 'Welcome to Lintel', body: 'Answer requests for quotes from your inbox.', link: '/quotes' },
  ];
  await deps.db.insert(notifications).values(read.map((row) => ({ ...row, seenAt, createdAt })));
  // Guard against a schema change silently dropping the rows above.
  const made = await deps.db.select({ id: notifications.id }).from(notifications).where(inArray(notifications.userId, read.map((row) => row.userId)));
  if (made.length < read.length) throw new Error('demo seed: read notifications were not stored');
}

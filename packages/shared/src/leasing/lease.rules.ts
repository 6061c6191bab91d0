/**
 * Pure leasing rules: the lease payload builder (spec point 5), date-only values, the date-overlap
 * rule behind validate-dates, lease status over time, and the property rentStatus that follows leases.
 */
import type { RentStatus } from '../properties/property.enums.ts';
import type {
  DepositTerm,
  LandlordEntityType,
  LateFeeAmountType,
  LeaseEndingCondition,
  LeaseStatus,
  LeaseTerm,
  LeaseUtility,
  RentPayType,
} from './leasing.enums.ts';
import type { CreateLeaseInput, LeaseClause, LeaseFee } from './lease.schema.ts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})/;

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isDateOnly(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * Spec point 5: dates are sent as `YYYY-MM-DD`. A Date is read in local time (a date picker gives
 * local midnight); a string keeps its date part. Blank gives undefined.
 */
export function toDateOnly(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    const match = DATE_ONLY.exec(trimmed);
    if (match) return `${match[1]}-${match[2]}-${match[3]}`;
    const parsed = new Date(trimmed);
    return Number.isNaN(parsed.getTime()) ? undefined : toDateOnly(parsed);
  }
  if (Number.isNaN(value.getTime())) return undefined;
  return `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** Today as `YYYY-MM-DD` in UTC (the server's calendar day). */
export function todayDateOnly(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A `YYYY-MM-DD` date as notifications and e-mails write it: "Mar 1, 2027" (no time zone involved). */
export function formatDateOnly(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${shortMonths[(month ?? 1) - 1] ?? ''} ${day ?? ''}, ${year ?? ''}`;
}

/** Spec point 5: phone numbers are cleaned: a leading + is kept, everything but digits is removed. */
export function cleanPhoneNumber(raw: string): string {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') && digits ? `+${digits}` : digits;
}

/** Adds calendar months to a date-only value; the day is clamped to the month's last day. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The end date a term suggests: one-year and half-year end the day before the anniversary; month to month has none. */
export function defaultEndDate(term: LeaseTerm, startDate: string): string | null {
  if (term === 'month_to_month') return null;
  return addDays(addMonths(startDate, term === 'one-year' ? 12 : 6), -1);
}

// ---------------------------------------------------------------------------------------------
// Spec point 5: the lease payload builder.

type Blankable<T> = T | '' | null | undefined;

/** A tenant row of the add lease modal: picked from the list (`existingId`) or typed in. */
export interface LeaseFormTenant {
  existingId?: string | null;
  fullName?: string | null;
  email?: string | null;
  phoneNumbers?: Array<string | null | undefined> | null;
  dateOfBirth?: Date | string | null;
  imageId?: string | null;
  attachementIds?: string[] | null;
  licenseId?: string | null;
}

/** What the add lease modal holds; numbers may still be strings from inputs, blanks are '' or null. */
export interface LeaseForm {
  propertyId: string;
  term: LeaseTerm;
  startDate: Date | string;
  endDate?: Date | string | null;
  leaseEndingCondition?: Blankable<LeaseEndingCondition>;
  rentAmount: number | string;
  depositValue?: Blankable<number | string>;
  depositTerm?: Blankable<DepositTerm>;
  lateFee?: { amount: Blankable<number | string>; amountType: LateFeeAmountType; dueDays: Blankable<number | string> } | null;
  rentPayType?: Blankable<RentPayType>;
  firstDay?: Blankable<number | string>;
  secondDay?: Blankable<number | string>;
  alignMonthly?: boolean | null;
  occupants?: Array<{ fullName?: string | null; relationship?: string | null; dateOfBirth?: Date | string | null }> | null;
  utilities?: LeaseUtility[] | null;
  amenityIds?: number[] | null;
  documentIds?: string[] | null;
  landlord: {
    fullName: string;
    email?: string | null;
    documentIds?: string[] | null;
    entityType?: Blankable<LandlordEntityType>;
    dateOfBirth?: Date | string | null;
    imageId?: string | null;
    phoneNumber?: string | null;
    licenseId?: string | null;
  };
  tenants: LeaseFormTenant[];
  templateId?: string | null;
  fees?: LeaseFee[] | null;
  clauses?: LeaseClause[] | null;
  signedOffline?: boolean | null;
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Copies the non-blank entries of `values` (spec point 5: empty optional fields are left out). */
function compact<T extends Record<string, unknown>>(values: T): Partial<T> {
  const result: Partial<T> = {};
  for (const [key, value] of Object.entries(values) as Array<[keyof T, T[keyof T]]>) {
    if (!isBlank(value)) result[key] = typeof value === 'string' ? (value.trim() as T[keyof T]) : value;
  }
  return result;
}

const toNumber = (value: Blankable<number | string>): number | undefined => {
  if (isBlank(value)) return undefined;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(number) ? number : undefined;
};

const cleanPhones = (phones: LeaseFormTenant['phoneNumbers']) =>
  (phones ?? []).map((phone) => cleanPhoneNumber(phone ?? '')).filter((phone) => phone !== '' && phone !== '+');

/**
 * Spec point 5: builds the POST /leases body from the add lease form. Only tenants with a name are
 * sent; tenants picked from the list go in `existedTenants`; empty optional fields are left out;
 * dates are `YYYY-MM-DD`; phone numbers are cleaned.
 */
export function buildLeasePayload(form: LeaseForm): CreateLeaseInput {
  const existedTenants: Array<{ id: string }> = [];
  const tenants: NonNullable<CreateLeaseInput['tenants']> = [];
  for (const tenant of form.tenants) {
    if (tenant.existingId) {
      if (!existedTenants.some((picked) => picked.id === tenant.existingId)) existedTenants.push({ id: tenant.existingId });
      continue;
    }
    if (isBlank(tenant.fullName)) continue;
    tenants.push(
      compact({
        fullName: tenant.fullName!.trim(),
        email: tenant.email,
        phoneNumbers: cleanPhones(tenant.phoneNumbers),
        dateOfBirth: toDateOnly(tenant.dateOfBirth),
        imageId: tenant.imageId,
        attachementIds: tenant.attachementIds,
        licenseId: tenant.licenseId,
      }) as NonNullable<CreateLeaseInput['tenants']>[number],
    );
  }
  const lateFeeAmount = toNumber(form.lateFee?.amount);
  const landlordPhone = form.landlord.phoneNumber ? cleanPhoneNumber(form.landlord.phoneNumber) : undefined;
  const occupants = (form.occupants ?? [])
    .filter((occupant) => !isBlank(occupant.fullName))
    .map((occupant) =>
      compact({ fullName: occupant.fullName, relationship: occupant.relationship, dateOfBirth: toDateOnly(occupant.dateOfBirth) }),
    ) as NonNullable<CreateLeaseInput['occupants']>;

  const payload = compact({
    propertyId: form.propertyId,
    term: form.term,
    startDate: toDateOnly(form.startDate),
    endDate: form.term === 'month_to_month' ? undefined : toDateOnly(form.endDate),
    leaseEndingCondition: form.leaseEndingCondition,
    rentAmount: toNumber(form.rentAmount),
    depositValue: toNumber(form.depositValue),
    depositTerm: form.depositTerm,
    lateFee:
      form.lateFee && lateFeeAmount !== undefined
        ? { amount: lateFeeAmount, amountType: form.lateFee.amountType, dueDays: toNumber(form.lateFee.dueDays) ?? 0 }
        : undefined,
    rentPayType: form.rentPayType,
    firstDay: toNumber(form.firstDay),
    secondDay: form.rentPayType === 'twiceMonthly' ? toNumber(form.secondDay) : undefined,
    alignMonthly: form.alignMonthly ?? undefined,
    occupants,
    utilities: form.utilities,
    amenityIds: form.amenityIds,
    documentIds: form.documentIds,
    landlord: compact({
      fullName: form.landlord.fullName,
      email: form.landlord.email,
      documentIds: form.landlord.documentIds,
      entityType: form.landlord.entityType,
      dateOfBirth: toDateOnly(form.landlord.dateOfBirth),
      imageId: form.landlord.imageId,
      phoneNumber: landlordPhone,
      licenseId: form.landlord.licenseId,
    }),
    tenants,
    existedTenants,
    templateId: form.templateId,
    fees: form.fees,
    clauses: form.clauses,
    signedOffline: form.signedOffline ? true : undefined,
  });
  return payload as CreateLeaseInput;
}

// ---------------------------------------------------------------------------------------------
// Dates, overlap and status over time.

export interface DateRange {
  startDate: string;
  /** null: open-ended (month to month). */
  endDate: string | null;
}

const OPEN_END = '9999-12-31';

/** Two inclusive date ranges share at least one day (a lease ending on the day another starts overlaps). */
export function dateRangesOverlap(a: DateRange, b: DateRange): boolean {
  return a.startDate <= (b.endDate ?? OPEN_END) && b.startDate <= (a.endDate ?? OPEN_END);
}

export interface LeaseDates extends DateRange {
  id: string;
  status: LeaseStatus;
  terminationDate?: string | null;
}

/** Statuses that hold a unit for their dates. */
const occupying: readonly LeaseStatus[] = ['pendingSignature', 'active'];

/**
 * The date-overlap rule of validate-dates: the first lease pending signature or active whose dates
 * share a day with `candidate` (a terminated lease holds the unit up to its termination date).
 */
export function findOverlappingLease<T extends LeaseDates>(candidate: DateRange & { excludeLeaseId?: string | undefined }, leases: readonly T[]): T | undefined {
  return leases.find((lease) => {
    if (lease.id === candidate.excludeLeaseId) return false;
    if (lease.status === 'terminated' && lease.terminationDate) {
      return dateRangesOverlap(candidate, { startDate: lease.startDate, endDate: lease.terminationDate });
    }
    return occupying.includes(lease.status) && dateRangesOverlap(candidate, lease);
  });
}

/** The clear message of LEASE_DATES_OVERLAP (409). */
export function leaseOverlapMessage(lease: DateRange, propertyName: string): string {
  const until = lease.endDate ? `to ${lease.endDate}` : 'with no end date (month to month)';
  return `These dates overlap another lease on ${propertyName}, from ${lease.startDate} ${until}. Pick dates outside it, or terminate that lease first.`;
}

/** A stored status as of `today`: an active lease whose end date has passed reads as ended. */
export function effectiveLeaseStatus(lease: { status: LeaseStatus; endDate: string | null }, today: string): LeaseStatus {
  return lease.status === 'active' && lease.endDate !== null && lease.endDate < today ? 'ended' : lease.status;
}

/** The lease puts a tenant in the home on `day` (active and within its dates, or terminated later than that day). */
export function leaseCoversDate(lease: LeaseDates, day: string): boolean {
  if (lease.status === 'active') return lease.startDate <= day && day <= (lease.endDate ?? OPEN_END);
  if (lease.status === 'terminated' && lease.terminationDate) return lease.startDate <= day && day <= lease.terminationDate;
  return false;
}

/**
 * A home's or unit's rentStatus from its leases: leased while a lease covers `today`; otherwise an
 * owner-occupied home stays owner occupied and anything else is vacant.
 */
export function rentStatusFromLeases(current: RentStatus, leases: readonly LeaseDates[], today: string): RentStatus {
  if (leases.some((lease) => leaseCoversDate(lease, today))) return 'leased';
  return current === 'ownerOccupied' ? 'ownerOccupied' : 'vacant';
}

/**
 * A building's rentStatus from its units: vacant when none is leased, leased when all are,
 * partialLeased in between; a lease on the whole building makes it leased.
 */
export function buildingRentStatus(unitStatuses: readonly RentStatus[], ownStatus: RentStatus): RentStatus {
  if (ownStatus === 'leased') return 'leased';
  if (unitStatuses.length === 0) return ownStatus;
  const leased = unitStatuses.filter((status) => status === 'leased' || status === 'ownerOccupied').length;
  return leased === 0 ? 'vacant' : leased === unitStatuses.length ? 'leased' : 'partialLeased';
}

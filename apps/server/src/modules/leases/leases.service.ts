/**
 * Leases (spec points 3, 4, 5, 7 "Leases", 9): create with new and existing tenants, list and sort,
 * validate-dates, get-active, terminate, remove; the property's rentStatus follows its leases.
 * Landlords see their account's leases; a signed-in tenant sees only the leases they are on (never
 * drafts) — anything else reads as LEASE_NOT_FOUND (404). Signing lives in lease-signing.service.ts.
 */
import {
  buildPagination,
  buildingRentStatus,
  effectiveLeaseStatus,
  findOverlappingLease,
  leaseOverlapMessage,
  rentStatusFromLeases,
  todayDateOnly,
  type ActiveLeasesResponse,
  type CreateLeaseParsed,
  type Lease,
  type LeaseListResponse,
  type LeaseSigner,
  type StoredFile,
  type listLeasesQuerySchema,
  type terminateLeaseInputSchema,
  type validateLeaseDatesInputSchema,
} from '@lintel/shared';
import type { z } from 'zod';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { FilesService } from '../files/index.ts';
import * as propertiesApi from '../properties/index.ts';
import type { PropertyRow } from '../properties/index.ts';
import * as tenantsApi from '../tenants/index.ts';
import type { TenantRow } from '../tenants/index.ts';
import type { TenantsService } from '../tenants/index.ts';
import * as templatesApi from '../lease-templates/index.ts';
import * as repo from './leases.repository.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { LeaseRow, LeaseScope, SignatureRow } from './leases.repository.ts';

type ParsedList = z.output<typeof listLeasesQuerySchema>;
type ParsedValidate = z.output<typeof validateLeaseDatesInputSchema>;
type ParsedTerminate = z.output<typeof terminateLeaseInputSchema>;

/** Where a request came from, for the audit trail. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

/** Who is looking: the landlord account, or a tenant user (their leases only). */
export interface Viewer {
  auth: AuthContext;
  scope: LeaseScope;
  isLandlord: boolean;
}

/** A signature slot: the landlord's, or one per tenant. */
export interface Slot {
  slot: string;
  role: 'landlord' | 'tenant';
  tenantId: string | null;
  name: string;
  email: string | null;
}

/** Most active leases get-active answers without a property filter. */
const ACTIVE_LIMIT = 100;

export type LeasesService = ReturnType<typeof createLeasesService>;

export function createLeasesService(deps: AppDeps, files: FilesService, tenantsService: TenantsService) {
  const { db } = deps;

  function slotsOf(row: LeaseRow, tenants: TenantRow[]): Slot[] {
    return [
      { slot: 'landlord', role: 'landlord', tenantId: null, name: row.landlord.fullName, email: row.landlord.email ?? null },
      ...tenants.map((tenant) => ({ slot: tenant.id, role: 'tenant' as const, tenantId: tenant.id, name: tenant.fullName, email: tenant.email })),
    ];
  }

  /** DTOs in a fixed number of queries whatever the page length (tenants, signatures, properties ×2, files). */
  async function toDtos(executor: Executor, rows: LeaseRow[]): Promise<Lease[]> {
    const ids = rows.map((row) => row.id);
    const [tenantRows, signatureRows, properties] = await Promise.all([
      repo.tenantsOfLeases(executor, ids),
      repo.signaturesOfLeases(executor, ids),
      repo.propertiesWithParents(executor, [...new Set(rows.map((row) => row.propertyId))]),
    ]);
    const fileDtos = await files.dtosByIds(
      [...rows.flatMap((row) => row.documentIds), ...tenantRows.flatMap(({ tenant }) => (tenant.imageId ? [tenant.imageId] : []))],
      executor,
    );
    const today = todayDateOnly();
    return rows.map((row) => {
      const tenants = tenantRows.filter((entry) => entry.leaseId === row.id).map((entry) => entry.tenant);
      const signatures = new Map(signatureRows.filter((signature) => signature.leaseId === row.id).map((signature) => [signature.slot, signature]));
      const property = properties.get(row.propertyId);
      const parent = property?.parentId ? properties.get(property.parentId) : undefined;
      const signers: LeaseSigner[] = slotsOf(row, tenants).map((slot) => {
        const signature = signatures.get(slot.slot);
        return {
          role: slot.role,
          tenantId: slot.tenantId,
          name: signature?.signerName ?? slot.name,
          email: slot.email,
          signedAt: signature ? signature.signedAt.toISOString() : null,
          signatureType: signature?.signatureType ?? null,
        };
      });
      return {
        id: row.id,
        propertyId: row.propertyId,
        property: { id: row.propertyId, nickname: property?.nickname ?? row.propertyName, parent: parent ? { id: parent.id, nickname: parent.nickname } : null },
        propertyName: row.propertyName,
        status: effectiveLeaseStatus({ status: row.status, endDate: row.endDate }, today),
        term: row.term,
        startDate: row.startDate,
        endDate: row.endDate,
        leaseEndingCondition: row.leaseEndingCondition,
        rentAmount: Number(row.rentAmount),
        depositValue: Number(row.depositValue),
        depositTerm: row.depositTerm,
        lateFee: row.lateFee ?? null,
        rentPayType: row.rentPayType,
        firstDay: row.firstDay,
        secondDay: row.secondDay,
        alignMonthly: row.alignMonthly,
        occupants: row.occupants,
        utilities: row.utilities,
        amenityIds: row.amenityIds,
        documentIds: row.documentIds,
        documents: row.documentIds.map((id) => fileDtos.get(id)).filter((file): file is StoredFile => file !== undefined),
        landlord: row.landlord,
        tenants: tenants.map((tenant) => ({
          id: tenant.id,
          fullName: tenant.fullName,
          email: tenant.email,
          phoneNumbers: tenant.phoneNumbers,
          imageId: tenant.imageId,
          image: tenant.imageId ? (fileDtos.get(tenant.imageId) ?? null) : null,
          hasAccount: tenant.userId !== null,
        })),
        templateId: row.templateId,
        fees: row.fees,
        clauses: row.clauses,
        signing: {
          documentHash: row.documentHash,
          sentAt: row.sentAt?.toISOString() ?? null,
          completedAt: row.completedAt?.toISOString() ?? null,
          signedOffline: row.signedOffline,
          signers,
        },
        terminatedAt: row.terminatedAt?.toISOString() ?? null,
        terminationDate: row.terminationDate,
        terminationReason: row.terminationReason,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  async function toDto(executor: Executor, row: LeaseRow): Promise<Lease> {
    const [dto] = await toDtos(executor, [row]);
    return dto!;
  }

  /**
   * Who is looking. Accepted invitations are linked to tenant records first (a tenant user's own, or
   * all of a landlord account's), so `hasAccount` and the tenant view are current. With `leaseId`, a
   * landlord-role user who is not the lease's landlord but a tenant on it (a homeowner who rents
   * elsewhere) gets the tenant view of that one lease. Writes: call it outside a transaction.
   */
  async function viewerOf(auth: AuthContext, leaseId?: string): Promise<Viewer> {
    const asTenant: Viewer = { auth, scope: { tenantUserId: auth.userId }, isLandlord: false };
    if (auth.role === 'tenant') {
      await tenantsApi.linkAcceptedInvitations(db, auth.userId);
      return asTenant;
    }
    const asLandlord: Viewer = { auth, scope: { accountId: auth.accountId }, isLandlord: true };
    await tenantsApi.linkAcceptedInvitationsOfAccount(db, auth.accountId);
    if (!leaseId || (await repo.findLease(db, asLandlord.scope, leaseId))) return asLandlord;
    await tenantsApi.linkAcceptedInvitations(db, auth.userId);
    return (await repo.findLease(db, asTenant.scope, leaseId)) ? asTenant : asLandlord;
  }

  async function load(executor: Executor, viewer: Viewer, id: string, lock = false): Promise<LeaseRow> {
    const row = await repo.findLease(executor, viewer.scope, id, lock);
    if (!row) throw new AppError('LEASE_NOT_FOUND', 'Lease not found');
    return row;
  }

  async function loadProperty(executor: Executor, accountId: string, id: string): Promise<PropertyRow> {
    const row = await propertiesApi.findProperty(executor, accountId, id);
    if (!row) throw new AppError('PROPERTY_NOT_FOUND', 'Property not found');
    return row;
  }

  /** The home or unit, its building and the building's units: a lease on one holds the others' dates too. */
  async function relatedPropertyIds(executor: Executor, property: PropertyRow): Promise<string[]> {
    if (property.parentId) return [property.id, property.parentId];
    const units = await propertiesApi.listUnits(executor, property.id);
    return [property.id, ...units.map((unit) => unit.id)];
  }

  /** Throws LEASE_DATES_OVERLAP (409) naming the other lease when the dates are taken. */
  async function assertNoOverlap(
    executor: Executor,
    property: PropertyRow,
    range: { startDate: string; endDate: string | null },
    excludeLeaseId?: string,
  ) {
    const leases = await repo.occupyingLeasesOn(executor, await relatedPropertyIds(executor, property));
    const overlap = findOverlappingLease({ ...range, excludeLeaseId }, leases);
    if (overlap) {
      const message = leaseOverlapMessage(overlap, overlap.propertyName);
      throw new AppError('LEASE_DATES_OVERLAP', message, [{ path: 'startDate', message }]);
    }
  }

  /**
   * The rentStatus of a home or unit follows its leases, and a building follows its units (and a
   * lease on the whole building). Run after a lease starts or stops holding a property.
   */
  async function refreshRentStatus(executor: Executor, propertyId: string, today: string = todayDateOnly()): Promise<void> {
    const [property] = await propertiesApi.findPropertiesByIds(executor, [propertyId]);
    if (!property) return;
    let building = property;
    if (property.parentId) {
      const status = rentStatusFromLeases(property.rentStatus, await repo.occupyingLeasesOn(executor, [property.id]), today);
      if (status !== property.rentStatus) await propertiesApi.setRentStatus(executor, property.id, status);
      const [parent] = await propertiesApi.findPropertiesByIds(executor, [property.parentId]);
      if (!parent) return;
      building = parent;
    }
    const own = rentStatusFromLeases(building.rentStatus === 'ownerOccupied' ? 'ownerOccupied' : 'vacant', await repo.occupyingLeasesOn(executor, [building.id]), today);
    const units = (await propertiesApi.listUnits(executor, building.id)).filter((unit) => unit.archivedAt === null);
    const status = units.length > 0 ? buildingRentStatus(units.map((unit) => unit.rentStatus), own) : own;
    if (status !== building.rentStatus) await propertiesApi.setRentStatus(executor, building.id, status);
  }

  async function actorName(executor: Executor, auth: AuthContext): Promise<string> {
    return (await repo.userNameAndEmail(executor, auth.userId))?.fullName ?? 'Unknown user';
  }

  async function checkReferences(executor: Executor, accountId: string, input: CreateLeaseParsed) {
    if (input.documentIds?.length) await files.assertOwnFiles(accountId, input.documentIds, { path: 'documentIds', executor });
    if (input.landlord.documentIds?.length) await files.assertOwnFiles(accountId, input.landlord.documentIds, { path: 'landlord.documentIds', executor });
    if (input.landlord.imageId) await files.assertOwnFiles(accountId, [input.landlord.imageId], { kind: 'image', path: 'landlord.imageId', executor });
    if (input.amenityIds?.length) {
      const known = await propertiesApi.existingAmenityIds(executor, input.amenityIds);
      const unknown = input.amenityIds.filter((id) => !known.includes(id));
      if (unknown.length) {
        throw new AppError('VALIDATION_FAILED', 'Unknown amenities', unknown.map((id) => ({ path: 'amenityIds', message: `Amenity ${id} does not exist` })));
      }
    }
  }

  return {
    toDtos,
    toDto,
    viewerOf,
    load,
    slotsOf,
    refreshRentStatus,

    /**
     * Scheduled daily (job `leases.rent-status`): a lease's start or end date passing changes its
     * property's rentStatus with no request; refresh the properties whose leases started or ended
     * in the last two days. Returns how many properties were checked.
     */
    async refreshRentStatusesOnLeaseDates(now: Date): Promise<number> {
      const today = now.toISOString().slice(0, 10);
      const from = new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const propertyIds = await repo.propertiesWithLeaseDatesBetween(db, from, today);
      for (const propertyId of propertyIds) await db.transaction((tx) => refreshRentStatus(tx, propertyId, today));
      return propertyIds.length;
    },
    assertNoOverlap,
    actorName,

    /** POST /leases: a draft (or, with signedOffline, an active lease), its new tenants created. */
    async create(auth: AuthContext, input: CreateLeaseParsed, meta: RequestMeta): Promise<Lease> {
      const lease = await db.transaction(async (tx) => {
        const property = await loadProperty(tx, auth.accountId, input.propertyId);
        const parent = property.parentId ? await propertiesApi.findProperty(tx, auth.accountId, property.parentId) : undefined;
        const endDate = input.term === 'month_to_month' ? (input.endDate ?? null) : input.endDate!;
        await assertNoOverlap(tx, property, { startDate: input.startDate, endDate });
        await checkReferences(tx, auth.accountId, input);

        const existedIds = (input.existedTenants ?? []).map((tenant) => tenant.id);
        const existed = await tenantsApi.findTenantsByIds(tx, auth.accountId, existedIds);
        const missing = existedIds.filter((id) => !existed.some((tenant) => tenant.id === id));
        if (missing.length) {
          throw new AppError('TENANT_NOT_FOUND', 'Tenant not found', missing.map((id) => ({ path: `existedTenants.${existedIds.indexOf(id)}.id`, message: `Tenant ${id} not found` })));
        }
        let fees = input.fees;
        let clauses = input.clauses;
        if (input.templateId) {
          const template = await templatesApi.findTemplate(tx, auth.accountId, input.templateId);
          if (!template) throw new AppError('TEMPLATE_NOT_FOUND', 'Lease-form template not found', [{ path: 'templateId', message: 'Not found' }]);
          fees ??= template.fees;
          clauses ??= template.clauses;
        }
        const created = await tenantsService.createMany(
          tx,
          auth.accountId,
          (input.tenants ?? []).map((tenant, index) => ({ input: tenant, path: `tenants.${index}.` })),
        );
        const now = new Date();
        const row = await repo.insertLease(tx, {
          accountId: auth.accountId,
          propertyId: property.id,
          propertyName: parent ? `${parent.nickname} · ${property.nickname}` : property.nickname,
          status: input.signedOffline ? 'active' : 'draft',
          term: input.term,
          startDate: input.startDate,
          endDate,
          leaseEndingCondition: input.leaseEndingCondition ?? null,
          rentAmount: input.rentAmount.toFixed(2),
          depositValue: (input.depositValue ?? 0).toFixed(2),
          depositTerm: input.depositTerm ?? null,
          lateFee: input.lateFee ?? null,
          rentPayType: input.rentPayType,
          firstDay: input.firstDay,
          secondDay: input.rentPayType === 'twiceMonthly' ? (input.secondDay ?? null) : null,
          alignMonthly: input.alignMonthly,
          occupants: input.occupants ?? [],
          utilities: [...new Set(input.utilities ?? [])],
          amenityIds: input.amenityIds ?? [],
          documentIds: input.documentIds ?? [],
          landlord: input.landlord,
          templateId: input.templateId ?? null,
          fees: fees ?? [],
          clauses: clauses ?? [],
          signedOffline: input.signedOffline,
          completedAt: input.signedOffline ? now : null,
        });
        await repo.insertLeaseTenants(tx, row.id, [...existedIds, ...created.map((tenant) => tenant.id)]);
        await repo.insertAudit(tx, {
          leaseId: row.id,
          event: 'created',
          actorRole: 'landlord',
          actorUserId: auth.userId,
          actorName: await actorName(tx, auth),
          ip: meta.ip,
          userAgent: meta.userAgent,
          details: input.signedOffline ? 'Recorded as signed on paper; active at once' : 'Draft',
        });
        if (input.signedOffline) await refreshRentStatus(tx, property.id);
        // Money (a consumer of lease.activated) gives an active lease its rent schedule, deposit and fees.
        if (input.signedOffline) {
          await recordEvent(tx, { type: 'lease.activated', accountId: row.accountId, payload: { leaseId: row.id, propertyId: property.id } });
        }
        return toDto(tx, row);
      });
      if (input.signedOffline) deps.events.flush();
      return lease;
    },

    /** GET /leases: a page, newest first by default; a tenant gets only their own leases. */
    async list(auth: AuthContext, query: ParsedList): Promise<LeaseListResponse> {
      const viewer = await viewerOf(auth);
      let propertyIds: string[] | undefined;
      if (query.propertyId) {
        if (viewer.isLandlord) {
          const property = await loadProperty(db, auth.accountId, query.propertyId);
          propertyIds = property.parentId ? [property.id] : await relatedPropertyIds(db, property);
        } else {
          propertyIds = [query.propertyId];
        }
      }
      const filter: repo.LeaseFilter = {
        scope: viewer.scope,
        propertyIds,
        status: query.status,
        tenantId: query.tenantId,
        search: query.search || undefined,
        today: todayDateOnly(),
      };
      const [rows, total] = await Promise.all([
        repo.listLeases(db, filter, query.sortBy, query.page, query.pageSize),
        repo.countLeases(db, filter),
      ]);
      return { results: await toDtos(db, rows), pagination: buildPagination(query.page, query.pageSize, total), meta: {} };
    },

    /** GET /leases/get-active: leases in force today, for a property (and its units) or all (at most 100). */
    async active(auth: AuthContext, propertyId: string | undefined): Promise<ActiveLeasesResponse> {
      const viewer = await viewerOf(auth);
      let propertyIds: string[] | undefined;
      if (propertyId) {
        propertyIds = viewer.isLandlord ? await relatedPropertyIds(db, await loadProperty(db, auth.accountId, propertyId)) : [propertyId];
      }
      const rows = await repo.listActiveLeases(db, viewer.scope, propertyIds, todayDateOnly(), ACTIVE_LIMIT);
      return { results: await toDtos(db, rows) };
    },

    /** GET /leases/{id}. */
    async get(auth: AuthContext, id: string): Promise<Lease> {
      const viewer = await viewerOf(auth, id);
      return toDto(db, await load(db, viewer, id));
    },

    /** POST /leases/validate-dates: 409 LEASE_DATES_OVERLAP when another lease holds any of the days. */
    async validateDates(auth: AuthContext, input: ParsedValidate) {
      const property = await loadProperty(db, auth.accountId, input.propertyId);
      await assertNoOverlap(db, property, { startDate: input.startDate, endDate: input.endDate ?? null }, input.excludeLeaseId);
      return { valid: true as const, message: `${property.nickname} is free from ${input.startDate}${input.endDate ? ` to ${input.endDate}` : ' on'}` };
    },

    /**
     * POST /leases/terminate/{id}: ends an active lease on `terminationDate` (today by default), or
     * voids one still awaiting signatures. The terminated lease is returned (spec point 4).
     */
    async terminate(auth: AuthContext, id: string, input: ParsedTerminate, meta: RequestMeta): Promise<Lease> {
      const viewer = await viewerOf(auth);
      const lease = await db.transaction(async (tx) => {
        const row = await load(tx, viewer, id, true);
        const today = todayDateOnly();
        const status = effectiveLeaseStatus(row, today);
        if (status === 'draft') throw new AppError('LEASE_STATE_CONFLICT', 'A draft lease is not in force; remove it instead');
        if (status === 'terminated') throw new AppError('LEASE_STATE_CONFLICT', 'This lease is already terminated');
        if (status === 'ended') throw new AppError('LEASE_STATE_CONFLICT', `This lease already ended on ${row.endDate}`);
        let terminationDate: string | null = null;
        if (status === 'active') {
          terminationDate = input.terminationDate ?? (today < row.startDate ? row.startDate : today);
          if (terminationDate < row.startDate) {
            throw new AppError('VALIDATION_FAILED', 'The termination date is before the lease starts', [{ path: 'terminationDate', message: `On or after ${row.startDate}` }]);
          }
          if (row.endDate && terminationDate > row.endDate) {
            throw new AppError('VALIDATION_FAILED', 'The termination date is after the lease ends', [{ path: 'terminationDate', message: `On or before ${row.endDate}` }]);
          }
        }
        const updated = await repo.updateLease(tx, row.id, {
          status: 'terminated',
          terminatedAt: new Date(),
          terminationDate,
          terminationReason: input.reason || null,
        });
        await repo.insertAudit(tx, {
          leaseId: row.id,
          event: 'terminated',
          actorRole: 'landlord',
          actorUserId: auth.userId,
          actorName: await actorName(tx, auth),
          ip: meta.ip,
          userAgent: meta.userAgent,
          details: status === 'pendingSignature' ? 'Voided before everybody signed' : `Last day ${terminationDate}${input.reason ? `: ${input.reason}` : ''}`,
        });
        await refreshRentStatus(tx, row.propertyId);
        // Money (a consumer of lease.terminated) stops future rent.
        await recordEvent(tx, { type: 'lease.terminated', accountId: row.accountId, payload: { leaseId: row.id, propertyId: row.propertyId, terminationDate } });
        return toDto(tx, updated);
      });
      deps.events.flush();
      return lease;
    },

    /** DELETE /leases/{id}: drafts, terminated and ended leases; one in force must be terminated first (409). */
    async remove(auth: AuthContext, id: string): Promise<void> {
      const viewer = await viewerOf(auth);
      const keys = await db.transaction(async (tx) => {
        const row = await load(tx, viewer, id, true);
        const status = effectiveLeaseStatus(row, todayDateOnly());
        if (status === 'active' || status === 'pendingSignature') {
          throw new AppError('LEASE_STATE_CONFLICT', status === 'active' ? 'Terminate this lease before removing it' : 'This lease is awaiting signatures; terminate it to void it first');
        }
        await repo.deleteLease(tx, row.id);
        await refreshRentStatus(tx, row.propertyId);
        return [row.unsignedKey, row.signedKey].filter((key): key is string => key !== null);
      });
      await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)));
    },
  };
}

export type { SignatureRow };

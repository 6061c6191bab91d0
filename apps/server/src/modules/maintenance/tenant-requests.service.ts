/**
 * Tenant requests (spec points 3, 4, 7): a tenant of an active lease files a request on the lease's
 * unit or property; the landlord sees those on their properties and accepts, rejects (with a reason
 * the tenant sees) or resolves them. Requests from the property's portal land here too (fromPortal).
 */
import {
  can,
  findMaintenanceCategory,
  maintenanceCategories,
  nextRequestStatus,
  requestAttachmentProblem,
  requestCategoryWords,
  requestUrgencyWords,
  requestUrgencies,
  todayDateOnly,
  type RequestAction,
  type StoredFile,
  type TenantRequest,
  type TenantRequestListResponse,
  type TenantRequestOptions,
  buildPagination,
} from '@lintel/shared';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { FilesService } from '../files/index.ts';
import * as leasesApi from '../leases/index.ts';
import * as propertiesApi from '../properties/index.ts';
import * as tenantsApi from '../tenants/index.ts';
import * as repo from './maintenance.repository.ts';
import type { RequestScope, TenantRequestRow } from './maintenance.repository.ts';

/** How many active leases a tenant's request form offers (a tenant rarely has more than one). */
const LEASE_LIMIT = 20;

export interface RequestFields {
  categoryId: number;
  subCategoryId?: number | null | undefined;
  description: string;
  urgency: TenantRequest['urgency'];
  attachmentIds: string[];
  videoIds: string[];
}

export interface ActionInput {
  reason?: string | undefined;
  categoryId?: number | undefined;
  subCategoryId?: number | null | undefined;
  description?: string | undefined;
  urgency?: TenantRequest['urgency'] | undefined;
  attachmentIds?: string[] | undefined;
  videoIds?: string[] | undefined;
}

/** Throws a 422 naming categoryId or subCategoryId when the catalogue does not know them. */
export function assertCategory(categoryId: number, subCategoryId: number | null | undefined): void {
  if (!maintenanceCategories.some((category) => category.id === categoryId)) {
    throw new AppError('VALIDATION_FAILED', 'Unknown category', [{ path: 'categoryId', message: 'Unknown category' }]);
  }
  if (!findMaintenanceCategory(categoryId, subCategoryId)) {
    throw new AppError('VALIDATION_FAILED', 'Unknown sub-category', [{ path: 'subCategoryId', message: 'Not a sub-category of this category' }]);
  }
}

/** "Building · Unit" (or the property's nickname) and the top-level property id. */
export async function placeOf(db: Executor, propertyId: string): Promise<{ name: string; buildingId: string }> {
  const places = await leasesApi.propertiesWithParents(db, [propertyId]);
  const property = places.get(propertyId)!;
  const parent = property.parentId ? places.get(property.parentId) : undefined;
  return { name: parent ? `${parent.nickname} · ${property.nickname}` : property.nickname, buildingId: parent?.id ?? property.id };
}

export type TenantRequestsService = ReturnType<typeof createTenantRequestsService>;

export function createTenantRequestsService(deps: AppDeps, files: FilesService) {
  const { db } = deps;

  const scopeOf = (auth: AuthContext): RequestScope => (auth.role === 'tenant' ? { requestedBy: auth.userId } : { accountId: auth.accountId });

  function toDto(row: TenantRequestRow, fileMap: Map<string, StoredFile>): TenantRequest {
    const found = found_(row);
    const pick = (ids: string[]) => ids.map((id) => fileMap.get(id)).filter((file): file is StoredFile => file !== undefined);
    return {
      id: row.id,
      status: row.status,
      category: { id: found.category.id, name: found.category.name },
      subCategory: found.subCategory,
      description: row.description,
      urgency: row.urgency,
      propertyId: row.propertyId,
      propertyName: row.propertyName,
      buildingId: row.buildingId,
      attachments: pick(row.attachmentIds),
      videos: pick(row.videoIds),
      fromPortal: row.fromPortal,
      contact: row.fromPortal ? { name: row.contactName ?? '', email: row.contactEmail, phone: row.contactPhone } : null,
      requestedBy: row.requestedBy ? { userId: row.requestedBy, fullName: row.requestedByName ?? '' } : null,
      rejectionReason: row.rejectionReason,
      workOrderId: row.workOrderId,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  function found_(row: TenantRequestRow) {
    return findMaintenanceCategory(row.categoryId, row.subCategoryId) ?? { category: maintenanceCategories.at(-1)!, subCategory: null };
  }

  async function toDtos(rows: TenantRequestRow[], executor: Executor = db): Promise<TenantRequest[]> {
    const fileMap = await files.dtosByIds(rows.flatMap((row) => [...row.attachmentIds, ...row.videoIds]), executor);
    return rows.map((row) => toDto(row, fileMap));
  }

  /**
   * Checks photos (images) and videos of a request: each a file of `ownerAccountId` (or already on
   * the request: `kept`), and together within spec point 5 (≤ 10 files, ≤ 2 videos). 422 otherwise.
   */
  async function assertAttachments(ownerAccountId: string, attachmentIds: string[], videoIds: string[], kept: string[] = [], executor: Executor = db) {
    const fresh = (ids: string[]) => ids.filter((id) => !kept.includes(id));
    await files.assertOwnFiles(ownerAccountId, fresh(attachmentIds), { kind: 'image', path: 'attachmentIds', executor });
    await files.assertOwnFiles(ownerAccountId, fresh(videoIds), { kind: 'video', path: 'videoIds', executor });
    const all = [...new Set([...attachmentIds, ...videoIds])];
    const known = await files.dtosByIds(all, executor);
    const problem = requestAttachmentProblem([...known.values()]);
    if (problem) throw new AppError('ATTACHMENT_LIMIT', problem, [{ path: 'attachmentIds', message: problem }]);
  }

  async function publishCreated(tx: Executor, row: TenantRequestRow) {
    const emergency = row.urgency === 'emergency';
    const who = row.fromPortal ? `${row.contactName ?? 'A visitor'} (request portal)` : (row.requestedByName ?? 'A tenant');
    await recordEvent(tx, {
      type: 'tenantRequest.created',
      accountId: row.accountId,
      userIds: [row.accountId],
      payload: {
        tenantRequestId: row.id,
        propertyId: row.propertyId,
        urgency: row.urgency,
        fromPortal: row.fromPortal,
        summary: `${emergency ? 'EMERGENCY: ' : ''}${who} filed ${requestUrgencyWords(row.urgency)} ${requestCategoryWords(row.categoryId, row.subCategoryId)} request at ${row.propertyName}`.slice(0, 300),
        link: `/requests?id=${row.id}`,
      },
    });
  }

  return {
    toDtos,
    assertAttachments,
    publishCreated,

    /** POST /tenant-request-options: categories, or one category's sub-categories; a tenant's lease properties. */
    async options(auth: AuthContext, categoryId: number | undefined): Promise<TenantRequestOptions> {
      let options: Array<{ id: number; name: string }> = maintenanceCategories.map(({ id, name }) => ({ id, name }));
      if (categoryId !== undefined) {
        const category = maintenanceCategories.find((candidate) => candidate.id === categoryId);
        if (!category) throw new AppError('VALIDATION_FAILED', 'Unknown category', [{ path: 'categoryId', message: 'Unknown category' }]);
        options = category.children;
      }
      const properties: Array<{ id: string; name: string }> = [];
      if (auth.role === 'tenant') {
        await tenantsApi.linkAcceptedInvitations(db, auth.userId);
        const leases = await leasesApi.listActiveLeases(db, { tenantUserId: auth.userId }, undefined, todayDateOnly(), LEASE_LIMIT);
        for (const propertyId of new Set(leases.map((lease) => lease.propertyId))) properties.push({ id: propertyId, name: (await placeOf(db, propertyId)).name });
      }
      return { options, urgencies: [...requestUrgencies], properties };
    },

    /** GET /tenant-requests: the landlord's (filter by property: 404 when not theirs) or the tenant's own, newest first. */
    async list(auth: AuthContext, query: { page: number; pageSize: number; status: TenantRequestListResponse['meta']['status']; propertyId?: string | undefined }): Promise<TenantRequestListResponse> {
      const scope = scopeOf(auth);
      if (query.propertyId && 'accountId' in scope && !(await propertiesApi.findProperty(db, auth.accountId, query.propertyId))) {
        throw new AppError('PROPERTY_NOT_FOUND', 'Property not found');
      }
      const filter = { scope, status: query.status, propertyId: query.propertyId };
      const [rows, total] = await Promise.all([repo.listRequests(db, filter, query.page, query.pageSize), repo.countRequests(db, filter)]);
      return {
        results: await toDtos(rows),
        pagination: buildPagination(query.page, query.pageSize, total),
        meta: { status: query.status, propertyId: query.propertyId ?? null },
      };
    },

    async get(auth: AuthContext, id: string): Promise<TenantRequest> {
      const row = await repo.findRequest(db, scopeOf(auth), id);
      if (!row) throw new AppError('TENANT_REQUEST_NOT_FOUND', 'Request not found');
      return (await toDtos([row]))[0]!;
    },

    /**
     * POST /tenant-requests: only on the unit or property of one of the tenant's active leases (404 otherwise);
     * RATE_LIMITED (429) past the requests one tenant may file to one landlord an hour (platform/recipient-limiter.ts).
     */
    async create(auth: AuthContext, input: RequestFields & { propertyId: string }): Promise<TenantRequest> {
      // A tenant who just accepted the invitation is linked to their tenant record here (as leases do).
      await tenantsApi.linkAcceptedInvitations(db, auth.userId);
      const [lease] = await leasesApi.listActiveLeases(db, { tenantUserId: auth.userId }, [input.propertyId], todayDateOnly(), 1);
      if (!lease) throw new AppError('PROPERTY_NOT_FOUND', 'You have no active lease on this property');
      assertCategory(input.categoryId, input.subCategoryId);
      await assertAttachments(auth.accountId, input.attachmentIds, input.videoIds);
      // Issue 25 item 7: one tenant cannot flood their landlord with requests (429).
      await deps.recipientLimiter.check('tenantRequest', auth.userId, [lease.accountId]);
      const place = await placeOf(db, lease.propertyId);
      const user = await leasesApi.userNameAndEmail(db, auth.userId);
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertRequest(tx, {
          accountId: lease.accountId,
          propertyId: lease.propertyId,
          buildingId: place.buildingId,
          propertyName: place.name,
          requestedBy: auth.userId,
          requestedByName: user?.fullName ?? user?.email ?? null,
          categoryId: input.categoryId,
          subCategoryId: input.subCategoryId ?? null,
          description: input.description,
          urgency: input.urgency,
          attachmentIds: [...new Set(input.attachmentIds)],
          videoIds: [...new Set(input.videoIds)],
        });
        await publishCreated(tx, inserted);
        return inserted;
      });
      deps.events.flush();
      return (await toDtos([row]))[0]!;
    },

    /**
     * PUT /tenant-requests/{action}/{id}. accept, reject (reason required, shown to the tenant) and
     * resolve are the landlord's (403 for a tenant); edit is the landlord's on an open request or the
     * tenant's own while in review. A move the status does not allow is 409 REQUEST_STATE_CONFLICT.
     */
    async act(auth: AuthContext, action: RequestAction, id: string, input: ActionInput): Promise<TenantRequest> {
      const landlord = can(auth.role, 'tenantRequest.manage');
      if (action !== 'edit' && !landlord) throw forbidden('Only the landlord can accept, reject or resolve a request');
      const row = await db.transaction(async (tx) => {
        const current = await repo.findRequest(tx, scopeOf(auth), id, true);
        if (!current) throw new AppError('TENANT_REQUEST_NOT_FOUND', 'Request not found');
        const next = nextRequestStatus(current.status, action);
        if (!next || (action === 'edit' && !landlord && current.status !== 'in-review')) {
          throw new AppError('REQUEST_STATE_CONFLICT', `A request that is ${current.status} cannot be ${action === 'edit' ? 'edited' : `${action}ed`}`);
        }
        if (action === 'reject' && !input.reason) {
          throw new AppError('VALIDATION_FAILED', 'Give the tenant a reason', [{ path: 'reason', message: 'Required to reject a request' }]);
        }
        if (action === 'edit') return edit(tx, auth, current, input);
        const updated = await repo.updateRequest(tx, current.id, { status: next, rejectionReason: action === 'reject' ? input.reason! : current.rejectionReason });
        const verb = { accept: 'accepted', reject: 'rejected', resolve: 'resolved' }[action];
        await recordEvent(tx, {
          type: 'tenantRequest.statusChanged',
          accountId: updated.accountId,
          userIds: updated.requestedBy && updated.requestedBy !== auth.userId ? [updated.requestedBy] : [],
          payload: {
            tenantRequestId: updated.id,
            status: next,
            ...(action === 'reject' ? { reason: input.reason! } : {}),
            summary: `Your ${requestCategoryWords(updated.categoryId, updated.subCategoryId)} request at ${updated.propertyName} was ${verb}${action === 'reject' ? `: ${input.reason}` : ''}`.slice(0, 300),
            link: `/requests?id=${updated.id}`,
          },
        });
        return updated;
      });
      deps.events.flush();
      return (await toDtos([row]))[0]!;
    },
  };

  async function edit(tx: Executor, auth: AuthContext, current: TenantRequestRow, input: ActionInput): Promise<TenantRequestRow> {
    const { reason: _reason, ...fields } = input;
    if (Object.values(fields).every((value) => value === undefined)) {
      throw new AppError('VALIDATION_FAILED', 'Change at least one field', [{ path: 'description', message: 'Nothing to change' }]);
    }
    const categoryId = fields.categoryId ?? current.categoryId;
    const subCategoryId = fields.subCategoryId !== undefined ? fields.subCategoryId : fields.categoryId !== undefined ? null : current.subCategoryId;
    assertCategory(categoryId, subCategoryId);
    const attachmentIds = [...new Set(fields.attachmentIds ?? current.attachmentIds)];
    const videoIds = [...new Set(fields.videoIds ?? current.videoIds)];
    if (fields.attachmentIds || fields.videoIds) {
      await assertAttachments(auth.accountId, attachmentIds, videoIds, [...current.attachmentIds, ...current.videoIds], tx);
    }
    return repo.updateRequest(tx, current.id, {
      categoryId,
      subCategoryId,
      description: fields.description ?? current.description,
      urgency: fields.urgency ?? current.urgency,
      attachmentIds,
      videoIds,
    });
  }
}

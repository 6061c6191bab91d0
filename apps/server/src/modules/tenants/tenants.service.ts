/**
 * Tenants (spec points 3, 5, 7 "Tenants"): an account's tenants with photo and attachments, the
 * lease each is on now, and the link to the tenant's own user account once they accepted an
 * invitation. Another account's tenant reads as TENANT_NOT_FOUND (404).
 */
import {
  buildPagination,
  todayDateOnly,
  type StoredFile,
  type Tenant,
  type TenantInput,
  type TenantListResponse,
  type listTenantsQuerySchema,
  type tenantInputSchema,
} from '@lintel/shared';
import type { z } from 'zod';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { FilesService } from '../files/index.ts';
import * as repo from './tenants.repository.ts';
import type { TenantRow } from './tenants.repository.ts';

type ParsedTenant = z.output<typeof tenantInputSchema>;
type ParsedList = z.output<typeof listTenantsQuerySchema>;

export type TenantsService = ReturnType<typeof createTenantsService>;

export function createTenantsService(deps: AppDeps, files: FilesService) {
  const { db } = deps;

  /** DTOs in a fixed number of queries: files, then current leases. */
  async function toDtos(executor: Executor, rows: TenantRow[]): Promise<Tenant[]> {
    const [fileDtos, current] = await Promise.all([
      files.dtosByIds(rows.flatMap((row) => [...(row.imageId ? [row.imageId] : []), ...row.attachmentIds]), executor),
      repo.currentLeasesOf(executor, rows.map((row) => row.id), todayDateOnly()),
    ]);
    const leaseByTenant = new Map(current.map((lease) => [lease.tenantId, lease]));
    return rows.map((row) => {
      const lease = leaseByTenant.get(row.id);
      return {
        id: row.id,
        fullName: row.fullName,
        email: row.email,
        phoneNumbers: row.phoneNumbers,
        dateOfBirth: row.dateOfBirth,
        imageId: row.imageId,
        image: row.imageId ? (fileDtos.get(row.imageId) ?? null) : null,
        attachementIds: row.attachmentIds,
        attachments: row.attachmentIds.map((id) => fileDtos.get(id)).filter((file): file is StoredFile => file !== undefined),
        licenseId: row.licenseId,
        hasAccount: row.userId !== null,
        currentLease: lease
          ? {
              id: lease.id,
              propertyId: lease.propertyId,
              propertyName: lease.propertyName,
              status: lease.status,
              startDate: lease.startDate,
              endDate: lease.endDate,
            }
          : null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  async function loadOwn(executor: Executor, auth: AuthContext, id: string): Promise<TenantRow> {
    const row = await repo.findTenant(executor, auth.accountId, id);
    if (!row) throw new AppError('TENANT_NOT_FOUND', 'Tenant not found');
    return row;
  }

  /** Checks the photo is an image of the account and the attachments are the account's files. */
  async function checkFiles(executor: Executor, accountId: string, input: Partial<ParsedTenant>, path = '') {
    if (input.imageId) await files.assertOwnFiles(accountId, [input.imageId], { kind: 'image', path: `${path}imageId`, executor });
    if (input.attachementIds?.length) await files.assertOwnFiles(accountId, input.attachementIds, { path: `${path}attachementIds`, executor });
  }

  function columnsOf(input: Partial<ParsedTenant>): Partial<repo.NewTenantRow> {
    const values: Partial<repo.NewTenantRow> = {};
    if (input.fullName !== undefined) values.fullName = input.fullName;
    if (input.email !== undefined) values.email = input.email;
    if (input.phoneNumbers !== undefined) values.phoneNumbers = input.phoneNumbers;
    if (input.dateOfBirth !== undefined) values.dateOfBirth = input.dateOfBirth;
    if (input.imageId !== undefined) values.imageId = input.imageId;
    if (input.attachementIds !== undefined) values.attachmentIds = input.attachementIds;
    if (input.licenseId !== undefined) values.licenseId = input.licenseId;
    return values;
  }

  return {
    toDtos,

    /** GET /tenants: a page of the account's tenants (spec point 9: 10 a page, newest first). */
    async list(auth: AuthContext, query: ParsedList): Promise<TenantListResponse> {
      await repo.linkAcceptedInvitationsOfAccount(db, auth.accountId);
      const filter = { accountId: auth.accountId, search: query.search || undefined };
      const [rows, total] = await Promise.all([
        repo.listTenants(db, filter, query.sortBy, query.page, query.pageSize),
        repo.countTenants(db, filter),
      ]);
      return { results: await toDtos(db, rows), pagination: buildPagination(query.page, query.pageSize, total), meta: {} };
    },

    /** GET /tenants/{id}: one tenant of the account (the "New user joined" notification opens it); 404 otherwise. */
    async get(auth: AuthContext, id: string): Promise<Tenant> {
      await repo.linkAcceptedInvitationsOfAccount(db, auth.accountId);
      return (await toDtos(db, [await loadOwn(db, auth, id)]))[0]!;
    },

    /**
     * Creates tenants of the account inside the caller's transaction (POST /tenants, the new tenants
     * of POST /leases, an approved application). `path` prefixes error details, e.g. 'tenants.0.'.
     */
    async createMany(executor: Executor, accountId: string, inputs: Array<{ input: ParsedTenant; path: string }>): Promise<TenantRow[]> {
      for (const { input, path } of inputs) await checkFiles(executor, accountId, input, path);
      return repo.insertTenants(
        executor,
        inputs.map(({ input }) => ({ ...columnsOf(input), fullName: input.fullName, accountId })),
      );
    },

    /** POST /tenants. */
    async create(auth: AuthContext, input: ParsedTenant): Promise<Tenant> {
      return db.transaction(async (tx) => {
        const [row] = await this.createMany(tx, auth.accountId, [{ input, path: '' }]);
        const [dto] = await toDtos(tx, [row!]);
        return dto!;
      });
    },

    /** PUT /tenants/{id}: partial update; `imageId: null` removes the photo. */
    async update(auth: AuthContext, id: string, input: Partial<ParsedTenant>): Promise<Tenant> {
      return db.transaction(async (tx) => {
        const row = await loadOwn(tx, auth, id);
        await checkFiles(tx, auth.accountId, input);
        const updated = await repo.updateTenant(tx, row.id, columnsOf(input));
        const [dto] = await toDtos(tx, [updated]);
        return dto!;
      });
    },

    /** DELETE /tenants/{id}: refused (409) while the tenant is on a lease pending signature or active. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await loadOwn(tx, auth, id);
        if (await repo.hasOccupyingLease(tx, row.id)) {
          throw new AppError('TENANT_HAS_ACTIVE_LEASE', `${row.fullName} is on a lease that is active or awaiting signatures; terminate it first`);
        }
        await repo.deleteTenant(tx, row.id);
      });
    },
  };
}

export type { TenantInput };

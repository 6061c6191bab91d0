/**
 * Maintenance module: tenant requests, the request portal without an account, and property
 * services (tasks). The work-orders module uses `loadRequestForWorkOrder` and `linkWorkOrder`.
 */
import type { FastifyInstance } from 'fastify';
import { findMaintenanceCategory } from '@lintel/shared';
import type { AppDeps, Executor } from '../../platform/deps.ts';
import type { FilesService } from '../files/index.ts';
import { createTenantRequestsService, placeOf } from './tenant-requests.service.ts';
import { createPortalService } from './portal.service.ts';
import { createServicesService } from './services.service.ts';
import { registerMaintenanceRoutes } from './maintenance.routes.ts';
import * as repo from './maintenance.repository.ts';
import { followWorkOrders, type LoadWorkOrderFacts } from './request-follows-work-order.ts';

/** What a work order is made from: a tenant request or a property service of the same account. */
/** Open services due in a date range (the calendar's "serviceDue" source). */
export { servicesDueBetween } from './maintenance.repository.ts';

export interface WorkOrderSource {
  kind: 'tenantRequest' | 'service';
  id: string;
}

/** What a work order carries over from its source (issue 12: description, photos and videos). */
export interface WorkOrderSeed {
  /** The top-level property. */
  propertyId: string;
  /** The unit, when the source is on a unit; else null. */
  unitId: string | null;
  /** The service's name, or the request's category (and sub-category). */
  name: string;
  category: string | null;
  description: string;
  /** Photos and other attachments (file ids of the landlord's account or of the tenant who filed the request). */
  attachmentIds: string[];
  /** Videos (file ids, as above). */
  videoIds: string[];
  /** The work order already linked to the source, if any. */
  workOrderId: string | null;
}

/**
 * The source of a work order, read for `accountId` (the landlord): undefined when it does not exist
 * or is another account's (the caller answers 404). Takes the database or an open transaction.
 */
export async function loadRequestForWorkOrder(db: Executor, accountId: string, source: WorkOrderSource): Promise<WorkOrderSeed | undefined> {
  if (source.kind === 'tenantRequest') {
    const row = await repo.findRequest(db, { accountId }, source.id);
    if (!row) return undefined;
    const found = findMaintenanceCategory(row.categoryId, row.subCategoryId);
    const category = found ? [found.category.name, found.subCategory?.name].filter(Boolean).join(' · ') : null;
    return {
      propertyId: row.buildingId,
      unitId: row.propertyId === row.buildingId ? null : row.propertyId,
      name: category ?? 'Maintenance request',
      category,
      description: row.description,
      attachmentIds: [...row.attachmentIds],
      videoIds: [...row.videoIds],
      workOrderId: row.workOrderId,
    };
  }
  const row = await repo.findService(db, accountId, source.id);
  if (!row) return undefined;
  const found = row.categoryId === null ? undefined : findMaintenanceCategory(row.categoryId, row.subCategoryId);
  const { buildingId } = await placeOf(db, row.propertyId);
  return {
    propertyId: buildingId,
    unitId: row.propertyId === buildingId ? null : row.propertyId,
    name: row.name,
    category: found ? found.category.name : null,
    description: row.description ?? row.requestData ?? row.name,
    attachmentIds: [...row.invoiceAttachmentIds],
    videoIds: [],
    workOrderId: row.workOrderId,
  };
}

/**
 * Stores `workOrderId` on the source (inside the work order's transaction `tx`). Answers false when
 * the source does not exist or is another account's.
 */
export async function linkWorkOrder(tx: Executor, accountId: string, source: WorkOrderSource, workOrderId: string): Promise<boolean> {
  if (source.kind === 'tenantRequest') {
    const row = await repo.findRequest(tx, { accountId }, source.id, true);
    if (!row) return false;
    await repo.updateRequest(tx, row.id, { workOrderId });
    return true;
  }
  const row = await repo.findService(tx, accountId, source.id, true);
  if (!row) return false;
  await repo.updateService(tx, row.id, { workOrderId });
  return true;
}

/**
 * Registers /tenant-requests, /tenant-request-options, /request-portal, /property-services and /service-categories;
 * with `workOrderFacts`, a tenant request follows the work order made from it (issue 21 item 4).
 */
export function maintenanceModule(api: FastifyInstance, deps: AppDeps, needs: { files: FilesService; workOrderFacts?: LoadWorkOrderFacts }): void {
  const requests = createTenantRequestsService(deps, needs.files);
  if (needs.workOrderFacts) followWorkOrders(deps, needs.workOrderFacts);
  registerMaintenanceRoutes(api, deps, {
    requests,
    portal: createPortalService(deps, needs.files, requests),
    services: createServicesService(deps, needs.files),
  });
}

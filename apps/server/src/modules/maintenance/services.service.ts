/**
 * Property services (tasks, spec points 3 and 9): assignment (default contractors), due date by
 * preset (default As Soon As Possible) or a date range, time, a contact when a contractor or vendor
 * is assigned, request data, total amount and deposit (integer cents in between), invoice
 * attachments, completion date (default yesterday), and the tenant request the task is linked to.
 */
import {
  buildPagination,
  centsToDecimal,
  decimalToAmount,
  dueDateForPreset,
  findMaintenanceCategory,
  isContractorOrVendor,
  moneyToCents,
  serviceDefaults,
  todayDateOnly,
  type PropertyService,
  type ServiceListResponse,
  type ServiceStatus,
  type StoredFile,
  type UpdateServiceInput,
} from '@lintel/shared';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { FilesService } from '../files/index.ts';
import * as propertiesApi from '../properties/index.ts';
import * as repo from './maintenance.repository.ts';
import type { NewServiceRow, ServiceRow } from './maintenance.repository.ts';
import { assertCategory, placeOf } from './tenant-requests.service.ts';

type ServiceInput = Omit<UpdateServiceInput, 'totalAmount' | 'deposit'> & { totalAmount?: number | null | undefined; deposit?: number | null | undefined };

export type ServicesService = ReturnType<typeof createServicesService>;

const money = (value: number | null | undefined) => (value === undefined ? undefined : value === null ? null : centsToDecimal(moneyToCents(value)));

export function createServicesService(deps: AppDeps, files: FilesService) {
  const { db } = deps;

  function toDto(row: ServiceRow, fileMap: Map<string, StoredFile>): PropertyService {
    const found = row.categoryId === null ? undefined : findMaintenanceCategory(row.categoryId, row.subCategoryId);
    return {
      id: row.id,
      name: row.name,
      propertyId: row.propertyId,
      propertyName: row.propertyName,
      category: found ? { id: found.category.id, name: found.category.name } : null,
      subCategory: found?.subCategory ?? null,
      description: row.description,
      status: row.status,
      assignment: row.assignment,
      isContractorOrVendor: isContractorOrVendor(row.assignment),
      dateMode: row.dateMode,
      dueDatePreset: row.dueDatePreset,
      dueDate: row.dueDate,
      startDate: row.startDate,
      endDate: row.endDate,
      time: row.time,
      contact: row.contactName ? { name: row.contactName, email: row.contactEmail, phone: row.contactPhone } : null,
      requestData: row.requestData,
      totalAmount: row.totalAmount === null ? null : decimalToAmount(row.totalAmount),
      deposit: row.deposit === null ? null : decimalToAmount(row.deposit),
      invoiceAttachments: row.invoiceAttachmentIds.map((id) => fileMap.get(id)).filter((file): file is StoredFile => file !== undefined),
      completionDate: row.completionDate,
      tenantRequestId: row.tenantRequestId,
      workOrderId: row.workOrderId,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function toDtos(rows: ServiceRow[], executor: Executor = db): Promise<PropertyService[]> {
    const fileMap = await files.dtosByIds(rows.flatMap((row) => row.invoiceAttachmentIds), executor);
    return rows.map((row) => toDto(row, fileMap));
  }

  /** The columns `input` sets, after checking property, category, linked request, files and contact (404/422). */
  async function valuesOf(tx: Executor, auth: AuthContext, input: ServiceInput, current?: ServiceRow): Promise<Partial<NewServiceRow>> {
    const values: Partial<NewServiceRow> = {};
    if (input.propertyId !== undefined && input.propertyId !== current?.propertyId) {
      if (!(await propertiesApi.findProperty(tx, auth.accountId, input.propertyId))) throw new AppError('PROPERTY_NOT_FOUND', 'Property not found');
      values.propertyId = input.propertyId;
      values.propertyName = (await placeOf(tx, input.propertyId)).name;
    }
    if (input.categoryId !== undefined || input.subCategoryId !== undefined) {
      const categoryId = input.categoryId !== undefined ? input.categoryId : (current?.categoryId ?? null);
      const subCategoryId = input.subCategoryId !== undefined ? input.subCategoryId : input.categoryId !== undefined ? null : (current?.subCategoryId ?? null);
      if (categoryId === null && subCategoryId !== null) {
        throw new AppError('VALIDATION_FAILED', 'Pick a category first', [{ path: 'categoryId', message: 'Required with a sub-category' }]);
      }
      if (categoryId !== null) assertCategory(categoryId, subCategoryId);
      values.categoryId = categoryId;
      values.subCategoryId = subCategoryId;
    }
    if (input.tenantRequestId) {
      if (!(await repo.findRequest(tx, { accountId: auth.accountId }, input.tenantRequestId))) {
        throw new AppError('TENANT_REQUEST_NOT_FOUND', 'Request not found');
      }
    }
    if (input.invoiceAttachmentIds) {
      const kept = current?.invoiceAttachmentIds ?? [];
      await files.assertOwnFiles(auth.accountId, input.invoiceAttachmentIds.filter((id) => !kept.includes(id)), { path: 'invoiceAttachmentIds', executor: tx });
      values.invoiceAttachmentIds = [...new Set(input.invoiceAttachmentIds)];
    }
    const assignment = input.assignment ?? current?.assignment ?? 'contractors';
    const contact = input.contact !== undefined ? input.contact : current?.contactName ? { name: current.contactName } : null;
    if (isContractorOrVendor(assignment) && !contact) {
      throw new AppError('VALIDATION_FAILED', 'Name the contractor or vendor', [{ path: 'contact', message: 'Required when a contractor or vendor is assigned' }]);
    }
    if (input.contact !== undefined) {
      values.contactName = input.contact?.name ?? null;
      values.contactEmail = input.contact?.email ?? null;
      values.contactPhone = input.contact?.phone ?? null;
    }
    const dateMode = input.dateMode ?? current?.dateMode ?? 'dueDate';
    if (dateMode === 'dateRange') {
      const startDate = input.startDate !== undefined ? input.startDate : (current?.startDate ?? null);
      const endDate = input.endDate !== undefined ? input.endDate : (current?.endDate ?? null);
      if (!startDate || !endDate || endDate < startDate) {
        throw new AppError('VALIDATION_FAILED', 'Pick a start and an end date', [{ path: 'startDate', message: 'Pick a date range' }]);
      }
    }
    if (input.dueDatePreset && input.dueDate === undefined) values.dueDate = dueDateForPreset(input.dueDatePreset, todayDateOnly());
    const plain = ['name', 'description', 'status', 'assignment', 'dateMode', 'dueDatePreset', 'dueDate', 'startDate', 'endDate', 'time', 'requestData', 'completionDate', 'tenantRequestId'] as const;
    for (const key of plain) if (input[key] !== undefined) (values as Record<string, unknown>)[key] = input[key];
    if (input.totalAmount !== undefined) values.totalAmount = money(input.totalAmount);
    if (input.deposit !== undefined) values.deposit = money(input.deposit);
    return values;
  }

  async function find(executor: Executor, auth: AuthContext, id: string, lock = false): Promise<ServiceRow> {
    const row = await repo.findService(executor, auth.accountId, id, lock);
    if (!row) throw new AppError('SERVICE_NOT_FOUND', 'Service not found');
    return row;
  }

  return {
    toDtos,

    async list(auth: AuthContext, query: { page: number; pageSize: number; status?: ServiceStatus | undefined; propertyId?: string | undefined }): Promise<ServiceListResponse> {
      if (query.propertyId && !(await propertiesApi.findProperty(db, auth.accountId, query.propertyId))) throw new AppError('PROPERTY_NOT_FOUND', 'Property not found');
      const filter = { accountId: auth.accountId, status: query.status, propertyId: query.propertyId };
      const [rows, total] = await Promise.all([repo.listServices(db, filter, query.page, query.pageSize), repo.countServices(db, filter)]);
      return {
        results: await toDtos(rows),
        pagination: buildPagination(query.page, query.pageSize, total),
        meta: { status: query.status ?? null, propertyId: query.propertyId ?? null },
      };
    },

    async get(auth: AuthContext, id: string): Promise<PropertyService> {
      return (await toDtos([await find(db, auth, id)]))[0]!;
    },

    /** POST /property-services; spec point 9 defaults: contractors, as soon as possible, completion date yesterday. */
    async create(auth: AuthContext, input: ServiceInput & { name: string; propertyId: string }): Promise<PropertyService> {
      const today = todayDateOnly();
      const defaults = serviceDefaults(today);
      const withDefaults: ServiceInput = {
        assignment: defaults.assignment,
        completionDate: defaults.completionDate,
        ...(input.dateMode === 'dateRange' || input.dueDate ? {} : { dueDatePreset: defaults.dueDatePreset }),
        ...input,
      };
      const row = await db.transaction(async (tx) => {
        const values = await valuesOf(tx, auth, withDefaults);
        return repo.insertService(tx, { accountId: auth.accountId, assignment: defaults.assignment, ...values } as NewServiceRow);
      });
      return (await toDtos([row]))[0]!;
    },

    async update(auth: AuthContext, id: string, input: ServiceInput): Promise<PropertyService> {
      const row = await db.transaction(async (tx) => {
        const current = await find(tx, auth, id, true);
        const updated = await repo.updateService(tx, current.id, await valuesOf(tx, auth, input, current));
        if (input.status !== undefined && input.status !== current.status) {
          await recordEvent(tx, {
            type: 'service.updated',
            accountId: updated.accountId,
            payload: { serviceId: updated.id, summary: `${updated.name} at ${updated.propertyName} is now ${updated.status}`.slice(0, 300), link: `/services?id=${updated.id}` },
          });
        }
        return updated;
      });
      deps.events.flush();
      return (await toDtos([row]))[0]!;
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await find(tx, auth, id, true);
        await repo.deleteService(tx, current.id);
      });
    },
  };
}

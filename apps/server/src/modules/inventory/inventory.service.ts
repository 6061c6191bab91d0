/**
 * Inventory (spec points 3, 4, 7 "Inventories" and "Inventory groups"): an account's belongings with
 * what an insurance claim needs (purchase date, price, serial number, warranty, receipt, photos),
 * linked to a property and room, and gathered in groups. Another account's item reads as
 * INVENTORY_NOT_FOUND (404); a bulk call with any such id changes nothing.
 */
import {
  buildPagination,
  inventoryIssues,
  inventoryMessages,
  type BulkDeleteResponse,
  type InventoryGroup,
  type InventoryGroupDetails,
  type InventoryGroupListResponse,
  type InventoryGroupMessageResponse,
  type InventoryItem,
  type InventoryListResponse,
  type StoredFile,
  type UpdateInventoryGroupInput,
  type createInventoryGroupInputSchema,
  type createInventoryInputSchema,
  type listInventoriesQuerySchema,
  type listInventoryGroupsQuerySchema,
  type updateInventoryInputSchema,
} from '@lintel/shared';
import type { z } from 'zod';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { assertRecordCap } from '../../platform/record-caps.ts';
import type { FilesService } from '../files/index.ts';
import { findProperty, findRoom } from '../properties/index.ts';
import { assertCategories } from '../contacts/index.ts';
import * as repo from './inventory.repository.ts';
import type { GroupRow, InventoryWithRefs } from './inventory.repository.ts';

type ParsedCreate = z.output<typeof createInventoryInputSchema>;
type ParsedUpdate = z.output<typeof updateInventoryInputSchema>;
type ParsedList = z.output<typeof listInventoriesQuerySchema>;
type ParsedGroupList = z.output<typeof listInventoryGroupsQuerySchema>;
type ParsedCreateGroup = z.output<typeof createInventoryGroupInputSchema>;

const money = (value: string | null) => (value === null ? null : Number(value));
const toMoneyColumn = (value: number | null | undefined) => (value === null || value === undefined ? null : value.toFixed(2));

export type InventoryService = ReturnType<typeof createInventoryService>;

export function createInventoryService(deps: AppDeps, files: FilesService) {
  const { db } = deps;

  function toDto(row: InventoryWithRefs, fileDtos: Map<string, StoredFile>): InventoryItem {
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      categoryId: row.categoryId,
      category: row.categoryId !== null && row.categoryName !== null ? { id: row.categoryId, name: row.categoryName } : null,
      propertyId: row.propertyId,
      property: row.property,
      roomId: row.roomId,
      room: row.room as InventoryItem['room'],
      groupId: row.groupId,
      group: row.group,
      purchaseDate: row.purchaseDate,
      price: money(row.price),
      serialNumber: row.serialNumber,
      warrantyEnd: row.warrantyEnd,
      receipt: row.receiptId ? (fileDtos.get(row.receiptId) ?? null) : null,
      images: row.imageIds.map((id) => fileDtos.get(id)).filter((file): file is StoredFile => file !== undefined),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** DTOs for a set of rows with one files query. */
  async function toDtos(executor: Executor, rows: InventoryWithRefs[]): Promise<InventoryItem[]> {
    const fileDtos = await files.dtosByIds(
      rows.flatMap((row) => [...row.imageIds, ...(row.receiptId ? [row.receiptId] : [])]),
      executor,
    );
    return rows.map((row) => toDto(row, fileDtos));
  }

  async function dtoOf(executor: Executor, auth: AuthContext, id: string): Promise<InventoryItem> {
    const [dto] = await toDtos(executor, [(await repo.findInventory(executor, auth.accountId, id))!]);
    return dto!;
  }

  async function loadOwn(executor: Executor, auth: AuthContext, id: string): Promise<InventoryWithRefs> {
    const row = await repo.findInventory(executor, auth.accountId, id);
    if (!row) throw new AppError('INVENTORY_NOT_FOUND', 'Inventory item not found');
    return row;
  }

  async function loadOwnGroup(executor: Executor, auth: AuthContext, id: string): Promise<GroupRow> {
    const row = await repo.findGroup(executor, auth.accountId, id);
    if (!row) throw new AppError('GROUP_NOT_FOUND', 'Inventory group not found');
    return row;
  }

  /** All ids must be the account's items, else INVENTORY_NOT_FOUND (404) and nothing changes. */
  async function assertOwnItems(executor: Executor, auth: AuthContext, ids: string[]): Promise<void> {
    const unique = [...new Set(ids)];
    const own = await repo.ownInventoryIds(executor, auth.accountId, unique);
    if (own.length !== unique.length) throw new AppError('INVENTORY_NOT_FOUND', 'Some inventory items were not found');
  }

  /** Checks every reference of a (merged) item: category, property and room, group, photos and receipt. */
  async function checkReferences(
    executor: Executor,
    auth: AuthContext,
    item: {
      categoryId: number | null;
      propertyId: string | null;
      roomId: string | null;
      groupId: string | null;
      imageIds?: string[] | undefined;
      receiptId?: string | null | undefined;
    },
  ) {
    await assertCategories(executor, auth.accountId, 'inventory', { categoryId: item.categoryId });
    if (item.propertyId && !(await findProperty(executor, auth.accountId, item.propertyId))) {
      throw new AppError('PROPERTY_NOT_FOUND', 'Property not found');
    }
    if (item.roomId && !(await findRoom(executor, auth.accountId, item.propertyId!, item.roomId))) {
      throw new AppError('ROOM_NOT_FOUND', 'Room not found in this property');
    }
    if (item.groupId) await loadOwnGroup(executor, auth, item.groupId);
    if (item.imageIds) await files.assertOwnFiles(auth.accountId, item.imageIds, { kind: 'image', path: 'imageIds', executor });
    if (item.receiptId) {
      const [receipt] = await files.assertOwnFiles(auth.accountId, [item.receiptId], { path: 'receiptId', executor });
      if (receipt!.kind === 'video') {
        throw new AppError('VALIDATION_FAILED', 'A receipt is an image or a PDF', [{ path: 'receiptId', message: 'Upload the receipt as an image or a PDF' }]);
      }
    }
  }

  async function groupDto(executor: Executor, auth: AuthContext, row: GroupRow): Promise<InventoryGroup> {
    const counts = await repo.itemCounts(executor, auth.accountId, [row.id]);
    return toGroup(row, counts.get(row.id) ?? 0);
  }

  function toGroup(row: GroupRow, itemsCount: number): InventoryGroup {
    return {
      id: row.id,
      name: row.name,
      icon: row.icon,
      itemsCount,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  return {
    /** GET /inventories: a page newest first with meta.hasInventory. 3 queries, 4 when empty. */
    async list(auth: AuthContext, query: ParsedList): Promise<InventoryListResponse> {
      const filter: repo.InventoryFilter = {
        accountId: auth.accountId,
        search: query.search || undefined,
        propertyId: query.propertyId,
        groupId: query.groupId,
      };
      const [rows, total] = await Promise.all([
        repo.listInventories(db, filter, query.sortBy, query.page, query.pageSize),
        repo.countInventories(db, filter),
      ]);
      const [results, hasInventory] = await Promise.all([
        toDtos(db, rows),
        total > 0 ? Promise.resolve(true) : repo.accountHasInventory(db, auth.accountId),
      ]);
      return { results, pagination: buildPagination(query.page, query.pageSize, total), meta: { hasInventory } };
    },

    async get(auth: AuthContext, id: string): Promise<InventoryItem> {
      const [dto] = await toDtos(db, [await loadOwn(db, auth, id)]);
      return dto!;
    },

    /** POST /inventories */
    async create(auth: AuthContext, input: ParsedCreate): Promise<InventoryItem> {
      return db.transaction(async (tx) => {
        const refs = {
          categoryId: input.categoryId ?? null,
          propertyId: input.propertyId ?? null,
          roomId: input.roomId ?? null,
          groupId: input.groupId ?? null,
        };
        await checkReferences(tx, auth, { ...refs, imageIds: input.imageIds, receiptId: input.receiptId });
        await assertRecordCap(tx, 'inventoryItems', auth.accountId, (upTo) => repo.countInventoriesUpTo(tx, auth.accountId, upTo));
        const row = await repo.insertInventory(tx, {
          ...refs,
          accountId: auth.accountId,
          name: input.name,
          description: input.description || null,
          purchaseDate: input.purchaseDate ?? null,
          price: toMoneyColumn(input.price),
          serialNumber: input.serialNumber || null,
          warrantyEnd: input.warrantyEnd ?? null,
          receiptId: input.receiptId ?? null,
          imageIds: input.imageIds ?? [],
        });
        return dtoOf(tx, auth, row.id);
      });
    },

    /** PUT /inventories/{id}: partial; clearing the property clears the room. */
    async update(auth: AuthContext, id: string, input: ParsedUpdate): Promise<InventoryItem> {
      return db.transaction(async (tx) => {
        const row = await loadOwn(tx, auth, id);
        const propertyId = input.propertyId !== undefined ? input.propertyId : row.propertyId;
        const merged = {
          categoryId: input.categoryId !== undefined ? input.categoryId : row.categoryId,
          propertyId,
          roomId: input.roomId !== undefined ? input.roomId : propertyId === row.propertyId ? row.roomId : null,
          groupId: input.groupId !== undefined ? input.groupId : row.groupId,
          purchaseDate: input.purchaseDate !== undefined ? input.purchaseDate : row.purchaseDate,
          warrantyEnd: input.warrantyEnd !== undefined ? input.warrantyEnd : row.warrantyEnd,
        };
        const issues = inventoryIssues(merged);
        if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues[0]!.message, issues);
        await checkReferences(tx, auth, {
          ...merged,
          // Only re-check what changes: a reference that was valid when stored stays valid.
          categoryId: input.categoryId !== undefined ? merged.categoryId : null,
          groupId: input.groupId !== undefined ? merged.groupId : null,
          imageIds: input.imageIds,
          receiptId: input.receiptId,
        });
        await repo.updateInventory(tx, row.id, {
          ...merged,
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description || null } : {}),
          ...(input.price !== undefined ? { price: toMoneyColumn(input.price) } : {}),
          ...(input.serialNumber !== undefined ? { serialNumber: input.serialNumber || null } : {}),
          ...(input.receiptId !== undefined ? { receiptId: input.receiptId } : {}),
          ...(input.imageIds !== undefined ? { imageIds: input.imageIds } : {}),
        });
        return dtoOf(tx, auth, row.id);
      });
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      const row = await loadOwn(db, auth, id);
      await repo.deleteInventories(db, auth.accountId, [row.id]);
    },

    /** POST /inventories/multiple-delete: all or nothing. */
    async removeMany(auth: AuthContext, ids: string[]): Promise<BulkDeleteResponse> {
      return db.transaction(async (tx) => {
        await assertOwnItems(tx, auth, ids);
        await repo.deleteInventories(tx, auth.accountId, ids);
        return { message: inventoryMessages.itemsDeleted, deletedIds: ids };
      });
    },

    /** GET /group-inventories: groups newest first with their item counts (one GROUP BY). */
    async listGroups(auth: AuthContext, query: ParsedGroupList): Promise<InventoryGroupListResponse> {
      const search = query.search || undefined;
      const [rows, total] = await Promise.all([
        repo.listGroups(db, auth.accountId, search, query.page, query.pageSize),
        repo.countGroups(db, auth.accountId, search),
      ]);
      const counts = await repo.itemCounts(db, auth.accountId, rows.map((row) => row.id));
      return {
        results: rows.map((row) => toGroup(row, counts.get(row.id) ?? 0)),
        pagination: buildPagination(query.page, query.pageSize, total),
        meta: { hasGroups: total > 0 || (search !== undefined && (await repo.countGroups(db, auth.accountId, undefined)) > 0) },
      };
    },

    /** GET /group-inventories/{id}: the group with the items it holds, newest first. */
    async getGroup(auth: AuthContext, id: string): Promise<InventoryGroupDetails> {
      const row = await loadOwnGroup(db, auth, id);
      const items = await toDtos(db, await repo.groupItems(db, auth.accountId, row.id));
      return { ...toGroup(row, items.length), items };
    },

    /** POST /group-inventories: a group, optionally with items moved into it. */
    async createGroup(auth: AuthContext, input: ParsedCreateGroup): Promise<InventoryGroupMessageResponse> {
      return db.transaction(async (tx) => {
        const ids = [...new Set(input.inventoryIds ?? [])];
        await assertOwnItems(tx, auth, ids);
        const row = await repo.insertGroup(tx, { accountId: auth.accountId, name: input.name, icon: input.icon });
        await repo.setGroup(tx, auth.accountId, ids, row.id);
        return { message: inventoryMessages.groupCreated, group: toGroup(row, ids.length) };
      });
    },

    async updateGroup(auth: AuthContext, id: string, input: UpdateInventoryGroupInput): Promise<InventoryGroupMessageResponse> {
      const row = await loadOwnGroup(db, auth, id);
      const updated = await repo.updateGroup(db, row.id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.icon !== undefined ? { icon: input.icon } : {}),
      });
      return { message: inventoryMessages.groupUpdated, group: await groupDto(db, auth, updated) };
    },

    /** DELETE /group-inventories/{id}: the group goes; its items stay, ungrouped. */
    async removeGroup(auth: AuthContext, id: string): Promise<void> {
      const row = await loadOwnGroup(db, auth, id);
      await repo.deleteGroup(db, row.id);
    },

    /** PUT /group-inventories/ungroup/{id}: takes the given items (or all) out of the group; the group stays. */
    async ungroup(auth: AuthContext, id: string, inventoryIds: string[] | undefined): Promise<InventoryGroupMessageResponse> {
      return db.transaction(async (tx) => {
        const row = await loadOwnGroup(tx, auth, id);
        if (inventoryIds) await assertOwnItems(tx, auth, inventoryIds);
        await repo.clearGroup(tx, auth.accountId, row.id, inventoryIds);
        return { message: inventoryMessages.ungrouped, group: await groupDto(tx, auth, row) };
      });
    },

    /** POST /group-inventories/add/{id}: moves the items into the group (out of any other). */
    async addToGroup(auth: AuthContext, id: string, inventoryIds: string[]): Promise<InventoryGroupMessageResponse> {
      return db.transaction(async (tx) => {
        const row = await loadOwnGroup(tx, auth, id);
        await assertOwnItems(tx, auth, inventoryIds);
        await repo.setGroup(tx, auth.accountId, inventoryIds, row.id);
        return { message: inventoryMessages.addedToGroup, group: await groupDto(tx, auth, row) };
      });
    },
  };
}

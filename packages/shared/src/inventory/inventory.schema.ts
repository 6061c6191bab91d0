/** Inventory items and groups contract (spec points 3 and 7 "Inventories", "Inventory groups"). */
import { z } from 'zod';
import { singleLineTextSchema } from '../common/text.ts';
import { pageQuerySchema, paginationSchema } from '../common/pagination.ts';
import { moneySchema } from '../common/money.ts';
import { idListSchema } from '../common/id-list.ts';
import { recordSortOptions } from '../common/list.rules.ts';
import { fileSchema } from '../files/file.schema.ts';
import { MAX_ATTACHMENT_FILES } from '../files/file.rules.ts';
import { propertyTypes, roomNames } from '../properties/property.enums.ts';
import { inventoryGroupIcons } from './inventory.enums.ts';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const dateOnly = z.iso.date('Use a date as YYYY-MM-DD');

const inventoryFields = z.object({
  name: singleLineTextSchema(120).min(1, 'Name is required'),
  description: optionalText(2000),
  categoryId: z.number().int().positive().max(2_147_483_647).nullable().optional().describe('An inventory category (GET /categories?entity=inventory)'),
  propertyId: z.string().uuid().nullable().optional(),
  roomId: z.string().uuid().nullable().optional().describe('A room of propertyId'),
  purchaseDate: dateOnly.nullable().optional(),
  price: moneySchema.nullable().optional().describe('Purchase price in dollars'),
  serialNumber: optionalText(100),
  warrantyEnd: dateOnly.nullable().optional(),
  receiptId: z.string().uuid().nullable().optional().describe('File id of the receipt (image or PDF)'),
  imageIds: z.array(z.string().uuid()).max(MAX_ATTACHMENT_FILES).optional().describe('File ids of photos'),
  groupId: z.string().uuid().nullable().optional(),
});

/** The whole-item checks: a room needs its property; a warranty cannot end before the purchase. */
export function inventoryIssues(value: {
  propertyId?: string | null | undefined;
  roomId?: string | null | undefined;
  purchaseDate?: string | null | undefined;
  warrantyEnd?: string | null | undefined;
}): Array<{ path: string; message: string }> {
  const issues: Array<{ path: string; message: string }> = [];
  if (value.roomId && !value.propertyId) issues.push({ path: 'roomId', message: 'Choose the property of the room' });
  if (value.purchaseDate && value.warrantyEnd && value.warrantyEnd < value.purchaseDate) {
    issues.push({ path: 'warrantyEnd', message: 'The warranty cannot end before the purchase date' });
  }
  return issues;
}

export const createInventoryInputSchema = inventoryFields.strict().superRefine((value, ctx) => {
  for (const issue of inventoryIssues(value)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});
export type CreateInventoryInput = z.input<typeof createInventoryInputSchema>;

export const updateInventoryInputSchema = inventoryFields.partial().strict();
export type UpdateInventoryInput = z.input<typeof updateInventoryInputSchema>;

const groupRefSchema = z.object({ id: z.string().uuid(), name: z.string(), icon: z.enum(inventoryGroupIcons) });

export const inventoryItemSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  propertyId: z.string().uuid().nullable(),
  property: z.object({ id: z.string().uuid(), nickname: z.string(), type: z.enum(propertyTypes) }).nullable(),
  roomId: z.string().uuid().nullable(),
  room: z.object({ id: z.string().uuid(), name: z.enum(roomNames), nickname: z.string().nullable() }).nullable(),
  groupId: z.string().uuid().nullable(),
  group: groupRefSchema.nullable(),
  purchaseDate: z.string().nullable(),
  price: z.number().nullable(),
  serialNumber: z.string().nullable(),
  warrantyEnd: z.string().nullable(),
  receipt: fileSchema.nullable(),
  images: z.array(fileSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const listInventoriesQuerySchema = pageQuerySchema.extend({
  sortBy: z.enum(recordSortOptions).default('newest'),
  propertyId: z.string().uuid().optional(),
  groupId: z.string().uuid().optional().describe('Only the items of this group'),
});
export type ListInventoriesQuery = z.input<typeof listInventoriesQuerySchema>;

export const inventoryListResponseSchema = z.object({
  results: z.array(inventoryItemSchema),
  pagination: paginationSchema,
  meta: z.object({ hasInventory: z.boolean().describe("False means 'no inventory' (spec point 4)") }),
});
export type InventoryListResponse = z.infer<typeof inventoryListResponseSchema>;

export const inventoryIdParamsSchema = z.object({ id: z.string().uuid() });

/** POST /inventories/multiple-delete: all ids must be the caller's, or nothing is deleted (404). */
export const multipleDeleteInventoriesInputSchema = z.object({ inventoryIds: idListSchema }).strict();
export type MultipleDeleteInventoriesInput = z.input<typeof multipleDeleteInventoriesInputSchema>;

export const createInventoryGroupInputSchema = z
  .object({
    name: singleLineTextSchema(80).min(1, 'Name is required'),
    icon: z.enum(inventoryGroupIcons).default('Package'),
    inventoryIds: z.array(z.string().uuid()).max(100).optional().describe('Items to put in the new group'),
  })
  .strict();
export type CreateInventoryGroupInput = z.input<typeof createInventoryGroupInputSchema>;

export const updateInventoryGroupInputSchema = z
  .object({ name: singleLineTextSchema(80).min(1, 'Name is required'), icon: z.enum(inventoryGroupIcons) })
  .partial()
  .strict();
export type UpdateInventoryGroupInput = z.input<typeof updateInventoryGroupInputSchema>;

/** PUT /group-inventories/ungroup/{id}: some items, or (no body) every item of the group. */
export const ungroupInventoriesInputSchema = z.object({ inventoryIds: idListSchema.optional() }).strict().nullish();
export type UngroupInventoriesInput = z.input<typeof ungroupInventoriesInputSchema>;

/** POST /group-inventories/add/{id}: moves items into the group (out of any other). */
export const addInventoriesToGroupInputSchema = z.object({ inventoryIds: idListSchema }).strict();
export type AddInventoriesToGroupInput = z.input<typeof addInventoriesToGroupInputSchema>;

export const inventoryGroupSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  icon: z.enum(inventoryGroupIcons),
  itemsCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InventoryGroup = z.infer<typeof inventoryGroupSchema>;

export const inventoryGroupDetailsSchema = inventoryGroupSchema.extend({ items: z.array(inventoryItemSchema) });
export type InventoryGroupDetails = z.infer<typeof inventoryGroupDetailsSchema>;

export const inventoryGroupMessageResponseSchema = z.object({ message: z.string(), group: inventoryGroupSchema });
export type InventoryGroupMessageResponse = z.infer<typeof inventoryGroupMessageResponseSchema>;

export const listInventoryGroupsQuerySchema = pageQuerySchema;
export const inventoryGroupListResponseSchema = z.object({
  results: z.array(inventoryGroupSchema),
  pagination: paginationSchema,
  meta: z.object({ hasGroups: z.boolean() }),
});
export type InventoryGroupListResponse = z.infer<typeof inventoryGroupListResponseSchema>;

/** Error codes of the inventory area: each stable code and its HTTP status, merged into `errorStatusByCode` (scripts/generate-tables.mjs). */
import type { ErrorStatusTable } from '../common/errors.ts';

export const inventoryErrors = {
  INVENTORY_NOT_FOUND: 404,
  GROUP_NOT_FOUND: 404,
} as const satisfies ErrorStatusTable;

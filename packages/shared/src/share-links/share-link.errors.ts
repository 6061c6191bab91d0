/** Errors of the share-links area (issue 25 item 5), merged into `errorStatusByCode` (scripts/generate-tables.mjs). */
import type { ErrorStatusTable } from '../common/errors.ts';

export const shareLinkErrors = {
  SHARE_LINK_NOT_FOUND: 404,
} as const satisfies ErrorStatusTable;

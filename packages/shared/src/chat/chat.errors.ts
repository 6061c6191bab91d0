/** Error codes of the chat area: each stable code and its HTTP status, merged into `errorStatusByCode` (scripts/generate-tables.mjs). */
import type { ErrorStatusTable } from '../common/errors.ts';

export const chatErrors = {
  CONVERSATION_NOT_FOUND: 404,
  /** The caller left the conversation's subject (lease terminated or ended): history stays readable. */
  CONVERSATION_CLOSED: 403,
} as const satisfies ErrorStatusTable;

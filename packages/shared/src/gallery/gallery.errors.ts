/** Error codes of the gallery area: each stable code and its HTTP status, merged into `errorStatusByCode` (scripts/generate-tables.mjs). */
import type { ErrorStatusTable } from '../common/errors.ts';

export const galleryErrors = {
  GALLERY_IMAGE_NOT_FOUND: 404,
  GALLERY_IMAGE_EXISTS: 409,
} as const satisfies ErrorStatusTable;

/** Document enumerations (spec points 3, 4 and 9 "Documents"). */

/** A document's type, derived from its file. */
export const documentTypes = ['pdf', 'image', 'video', 'other'] as const;
export type DocumentType = (typeof documentTypes)[number];
export const documentTypeLabels: Record<DocumentType, string> = { pdf: 'PDF', image: 'Image', video: 'Video', other: 'Other' };

/** Spec point 9: the documents widget keeps at most 6. */
export const DOCUMENTS_WIDGET_LIMIT = 6;
/** The `folder` filter value for documents in no folder. */
export const UNFILED_FOLDER = 'unfiled';

export const documentMessages = {
  deleted: 'Documents deleted successfully',
  moved: 'Documents moved successfully',
} as const;

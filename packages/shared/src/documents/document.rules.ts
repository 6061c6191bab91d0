/** Pure document rules (spec point 4 "Documents": counts on add, delete, update and move; widget of 6). */
import { insertFirst } from '../common/list.rules.ts';
import { DOCUMENTS_WIDGET_LIMIT, documentTypeLabels, type DocumentType } from './document.enums.ts';
import type { FolderCounts } from './document.schema.ts';

/** A change to the documents that moves the folder counts. null is "no folder". */
export type FolderCountChange =
  | { kind: 'add'; folderId: string | null }
  | { kind: 'delete'; folderIds: ReadonlyArray<string | null> }
  | { kind: 'update'; from: string | null; to: string | null }
  | { kind: 'move'; from: ReadonlyArray<string | null>; to: string | null };

function bump(counts: FolderCounts, folderId: string | null, by: number): FolderCounts {
  if (folderId === null) return { ...counts, unfiled: Math.max(0, counts.unfiled + by) };
  const next = Math.max(0, (counts.byFolder[folderId] ?? 0) + by);
  const byFolder = { ...counts.byFolder };
  if (next === 0) delete byFolder[folderId];
  else byFolder[folderId] = next;
  return { ...counts, byFolder };
}

/** Spec point 4: folder counts change on add, delete, update and move. */
export function adjustFolderCounts(counts: FolderCounts, change: FolderCountChange): FolderCounts {
  switch (change.kind) {
    case 'add':
      return { ...bump(counts, change.folderId, 1), all: counts.all + 1 };
    case 'delete':
      return change.folderIds.reduce((next, folderId) => bump(next, folderId, -1), { ...counts, all: Math.max(0, counts.all - change.folderIds.length) });
    case 'update':
      return change.from === change.to ? counts : bump(bump(counts, change.from, -1), change.to, 1);
    case 'move':
      return change.from.reduce((next, from) => (from === change.to ? next : bump(bump(next, from, -1), change.to, 1)), counts);
  }
}

/** Spec point 4: the widget list keeps at most 6; the full list puts a new document first. */
export function addDocumentToList<T extends { id: string }>(list: readonly T[], document: T, variant: 'list' | 'widget' = 'list'): T[] {
  return insertFirst(list, document, variant === 'widget' ? DOCUMENTS_WIDGET_LIMIT : undefined);
}

/** A document's type from the stored file's MIME type. */
export function documentTypeOf(mimeType: string): DocumentType {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  return 'other';
}

/** Office and text formats by MIME type, named as people call them (issue 22: a .docx is not "Other"). */
const namedFormats: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/msword': 'Word',
  'application/vnd.oasis.opendocument.text': 'Text document',
  'application/rtf': 'Word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.oasis.opendocument.spreadsheet': 'Spreadsheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'application/vnd.ms-powerpoint': 'PowerPoint',
  'application/vnd.oasis.opendocument.presentation': 'Presentation',
  'text/csv': 'CSV',
  'text/plain': 'Text',
};

/**
 * The label of a document's format: the type's label ("PDF", "Image", "Video"), or for other files the
 * office or text format from the MIME type, or the file name's extension ("ZIP"), else "Other".
 */
export function documentFormatLabel(document: { type: DocumentType; file: { mimeType: string; name?: string } }): string {
  if (document.type !== 'other') return documentTypeLabels[document.type];
  const named = namedFormats[document.file.mimeType.split(';')[0]!.trim().toLowerCase()];
  if (named) return named;
  const extension = /\.([a-z0-9]{1,5})$/i.exec(document.file.name ?? '')?.[1];
  return extension ? extension.toUpperCase() : documentTypeLabels.other;
}

/** True when the browser can show the file inline (the preview of PDFs and images). */
export function canPreviewInBrowser(type: DocumentType, mimeType: string): boolean {
  return type === 'pdf' || (type === 'image' && !/heic|heif/.test(mimeType));
}

/** Pure document rules (spec point 4 "Documents": counts on add, delete, update and move; widget of 6). */
import { insertFirst } from '../common/list.rules.ts';
import { DOCUMENTS_WIDGET_LIMIT, type DocumentType } from './document.enums.ts';
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

/** True when the browser can show the file inline (the preview of PDFs and images). */
export function canPreviewInBrowser(type: DocumentType, mimeType: string): boolean {
  return type === 'pdf' || (type === 'image' && !/heic|heif/.test(mimeType));
}

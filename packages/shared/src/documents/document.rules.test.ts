import { describe, expect, it } from 'vitest';
import { addDocumentToList, adjustFolderCounts, canPreviewInBrowser, documentFormatLabel, documentTypeOf, type FolderCountChange } from './document.rules.ts';
import type { FolderCounts } from './document.schema.ts';

const start: FolderCounts = { all: 5, unfiled: 2, byFolder: { tax: 2, lease: 1 } };

describe('spec point 4: document folder counts', () => {
  it.each<[string, FolderCountChange, FolderCounts]>([
    ['4: adding into a folder', { kind: 'add', folderId: 'tax' }, { all: 6, unfiled: 2, byFolder: { tax: 3, lease: 1 } }],
    ['4: adding with no folder', { kind: 'add', folderId: null }, { all: 6, unfiled: 3, byFolder: { tax: 2, lease: 1 } }],
    ['4: adding into a new folder', { kind: 'add', folderId: 'new' }, { all: 6, unfiled: 2, byFolder: { tax: 2, lease: 1, new: 1 } }],
    ['4: deleting from folders', { kind: 'delete', folderIds: ['tax', null] }, { all: 3, unfiled: 1, byFolder: { tax: 1, lease: 1 } }],
    ['4: deleting the last of a folder', { kind: 'delete', folderIds: ['lease'] }, { all: 4, unfiled: 2, byFolder: { tax: 2 } }],
    ['4: updating the folder', { kind: 'update', from: 'tax', to: 'lease' }, { all: 5, unfiled: 2, byFolder: { tax: 1, lease: 2 } }],
    ['4: updating without a folder change', { kind: 'update', from: 'tax', to: 'tax' }, start],
    ['4: moving to a folder', { kind: 'move', from: [null, null, 'tax'], to: 'lease' }, { all: 5, unfiled: 0, byFolder: { tax: 1, lease: 4 } }],
    ['4: moving out of folders', { kind: 'move', from: ['tax', 'lease'], to: null }, { all: 5, unfiled: 4, byFolder: { tax: 1 } }],
    ['4: moving into the same folder changes nothing', { kind: 'move', from: ['tax'], to: 'tax' }, start],
  ])('%s', (_name, change, expected) => {
    expect(adjustFolderCounts(start, change)).toEqual(expected);
  });

  it('4: the widget list keeps at most 6, a new document first', () => {
    const list = ['b', 'c', 'd', 'e', 'f', 'g'].map((id) => ({ id }));
    expect(addDocumentToList(list, { id: 'a' }, 'widget').map((d) => d.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(addDocumentToList(list, { id: 'a' })).toHaveLength(7);
  });

  it.each([
    ['application/pdf', 'pdf', true],
    ['image/png', 'image', true],
    ['image/heic', 'image', false],
    ['video/mp4', 'video', false],
    ['text/plain', 'other', false],
  ] as const)('a %s file is a %s document (preview %s)', (mime, type, preview) => {
    expect(documentTypeOf(mime)).toBe(type);
    expect(canPreviewInBrowser(type, mime)).toBe(preview);
  });
});

describe('documentFormatLabel (issue 22: office files are named, not "Other")', () => {
  it('names office and text formats from the MIME type, else the extension, else Other', () => {
    const other = (mimeType: string, name = 'file') => documentFormatLabel({ type: 'other', file: { mimeType, name } });
    expect(other('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'Lease.docx')).toBe('Word');
    expect(other('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('Excel');
    expect(other('text/csv; charset=utf-8')).toBe('CSV');
    expect(other('application/zip', 'photos.zip')).toBe('ZIP');
    expect(other('application/octet-stream', 'noext')).toBe('Other');
    expect(documentFormatLabel({ type: 'pdf', file: { mimeType: 'application/pdf' } })).toBe('PDF');
  });
});

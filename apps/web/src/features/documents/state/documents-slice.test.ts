import { describe, expect, it } from 'vitest';
import type { Document, DocumentFolder } from '@lintel/shared';
import {
  createDocuments,
  deleteDocument,
  deleteDocuments,
  fetchDocuments,
  fetchDocumentsWidget,
  fetchFolders,
  moveDocuments,
  updateDocument,
} from '../api/document-calls.ts';
import { documentFiltersChanged, documentsReducer, initialDocumentsState } from './documents-slice.ts';
import type { DocumentsState } from './documents-slice.ts';

let counter = 0;
const id = () => `018f0000-0000-7000-8000-${String(++counter).padStart(12, '0')}`;
const taxes: DocumentFolder = { id: id(), name: 'Taxes', documentsCount: 0, createdAt: '2026-01-01T00:00:00.000Z' };
const manuals: DocumentFolder = { id: id(), name: 'Manuals', documentsCount: 0, createdAt: '2026-01-01T00:00:00.000Z' };

function makeDocument(folder: DocumentFolder | null, overrides: Partial<Document> = {}): Document {
  const documentId = id();
  return {
    id: documentId,
    name: `Doc ${counter}.pdf`,
    type: 'pdf',
    file: { id: id(), name: 'doc.pdf', mimeType: 'application/pdf', size: 100, url: '/f', previewUrl: null },
    folderId: folder?.id ?? null,
    folder: folder ? { id: folder.id, name: folder.name } : null,
    propertyId: null,
    property: null,
    description: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function loaded(items: Document[]): DocumentsState {
  const counts = {
    all: items.length,
    unfiled: items.filter((item) => !item.folderId).length,
    byFolder: Object.fromEntries(
      [taxes, manuals]
        .map((folder) => [folder.id, items.filter((item) => item.folderId === folder.id).length] as const)
        .filter(([, count]) => count > 0),
    ),
  };
  let state = documentsReducer(
    initialDocumentsState,
    fetchFolders.fulfilled({ folders: [taxes, manuals], counts }, 'f1'),
  );
  state = documentsReducer(state, fetchDocuments.pending('r1', { query: {} }));
  return documentsReducer(
    state,
    fetchDocuments.fulfilled(
      {
        results: items,
        pagination: { page: 1, pageSize: 10, total: items.length, totalPages: 1 },
        meta: { hasDocuments: items.length > 0, counts },
      },
      'r1',
      { query: {} },
    ),
  );
}

const folderCount = (state: DocumentsState, folder: DocumentFolder) =>
  state.folders.items.find((entry) => entry.id === folder.id)?.documentsCount;

describe('documents slice (spec point 4 "Documents")', () => {
  it('4: folder counts change on add', () => {
    let state = loaded([makeDocument(taxes)]);
    const added = makeDocument(taxes);
    state = documentsReducer(
      state,
      createDocuments.fulfilled([added], 'c1', [{ fileId: added.file.id, folderId: taxes.id }]),
    );
    expect(state.counts).toEqual({ all: 2, unfiled: 0, byFolder: { [taxes.id]: 2 } });
    expect(folderCount(state, taxes)).toBe(2);
    expect(state.list.items[0]?.id).toBe(added.id);
  });

  it('4: folder counts change on update (folder changed) and on move', () => {
    const [a, b] = [makeDocument(taxes), makeDocument(null)];
    let state = loaded([a!, b!]);
    state = documentsReducer(
      state,
      updateDocument.fulfilled({ document: { ...a!, folderId: manuals.id }, previousFolderId: taxes.id }, 'u1', {
        id: a!.id,
        input: { folderId: manuals.id },
        previousFolderId: taxes.id,
      }),
    );
    expect(state.counts).toEqual({ all: 2, unfiled: 1, byFolder: { [manuals.id]: 1 } });
    state = documentsReducer(
      state,
      moveDocuments.fulfilled(
        {
          message: 'Documents moved successfully',
          documentIds: [a!.id, b!.id],
          folderId: taxes.id,
          from: [manuals.id, null],
        },
        'm1',
        {
          documentIds: [a!.id, b!.id],
          folderId: taxes.id,
          from: [manuals.id, null],
        },
      ),
    );
    expect(state.counts).toEqual({ all: 2, unfiled: 0, byFolder: { [taxes.id]: 2 } });
    expect(folderCount(state, taxes)).toBe(2);
    expect(folderCount(state, manuals)).toBe(0);
    expect(state.list.items.every((item) => item.folder?.name === 'Taxes')).toBe(true);
  });

  it('a move out of the folder being viewed takes the documents out of the list', () => {
    const a = makeDocument(taxes);
    let state = documentsReducer(initialDocumentsState, documentFiltersChanged({ folder: taxes.id }));
    state = { ...loaded([a]), filters: state.filters };
    state = documentsReducer(
      state,
      moveDocuments.fulfilled({ message: 'ok', documentIds: [a.id], folderId: null, from: [taxes.id] }, 'm1', {
        documentIds: [a.id],
        folderId: null,
        from: [taxes.id],
      }),
    );
    expect(state.list.items).toEqual([]);
    expect(state.counts.unfiled).toBe(1);
  });

  it('4: folder counts change on delete; deleting all resets has-documents', () => {
    const [a, b] = [makeDocument(taxes), makeDocument(null)];
    let state = loaded([a!, b!]);
    state = { ...state, selectedIds: [a!.id, b!.id] };
    state = documentsReducer(
      state,
      deleteDocument.fulfilled({ id: a!.id, folderId: taxes.id }, 'd1', { id: a!.id, folderId: taxes.id }),
    );
    expect(state.counts).toEqual({ all: 1, unfiled: 1, byFolder: {} });
    expect(state.hasDocuments).toBe(true);
    state = documentsReducer(
      state,
      deleteDocuments.fulfilled(
        { message: 'Documents deleted successfully', deletedIds: [b!.id], folderIds: { [b!.id]: null } },
        'd2',
        {
          ids: [b!.id],
          folderIds: { [b!.id]: null },
        },
      ),
    );
    expect(state.counts).toEqual({ all: 0, unfiled: 0, byFolder: {} });
    expect(state.hasDocuments).toBe(false);
    expect(state.selectedIds).toEqual([]);
  });

  it('4: the widget list keeps at most 6', () => {
    let state = documentsReducer(
      initialDocumentsState,
      fetchDocumentsWidget.fulfilled(
        [1, 2, 3, 4, 5, 6].map(() => makeDocument(null)),
        'w1',
      ),
    );
    const added = makeDocument(null);
    state = documentsReducer(state, createDocuments.fulfilled([added], 'c1', [{ fileId: added.file.id }]));
    expect(state.widget.items).toHaveLength(6);
    expect(state.widget.items[0]?.id).toBe(added.id);
  });
});

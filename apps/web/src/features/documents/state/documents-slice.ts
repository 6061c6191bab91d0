/**
 * Documents state (spec point 4 "Documents"): the paged list with load-more, folders with per-folder
 * counts that change on add, delete, update and move (adjustFolderCounts), selection for bulk delete,
 * the widget's newest 6, and the has-documents flag that resets when all are deleted.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  addDocumentToList,
  adjustFolderCounts,
  removeByIds,
  replaceById,
  toggleSelection,
  UNFILED_FOLDER,
} from '@lintel/shared';
import type { AsyncStatus, Document, DocumentFolder, DocumentType, FolderCounts, RecordSort } from '@lintel/shared';
import {
  createDocuments,
  createFolder,
  deleteDocument,
  deleteDocuments,
  deleteFolder,
  fetchDocuments,
  fetchDocumentsWidget,
  fetchFolders,
  moveDocuments,
  updateDocument,
} from '../api/document-calls.ts';
import { wasAborted } from '../../../lib/async-state.ts';
import { addNewestItemsCases, addPagedListCases, initialPagedList } from '../../../lib/paged-list.ts';
import type { NewestItemsState, PagedListState } from '../../../lib/paged-list.ts';
import { documentsSlot } from './documents-slot.ts';

export interface DocumentFilters {
  sortBy: RecordSort;
  search?: string | undefined;
  /** A folder id, 'unfiled', or undefined for all documents. */
  folder?: string | undefined;
  type?: DocumentType | undefined;
  propertyId?: string | undefined;
}

export interface DocumentsState {
  filters: DocumentFilters;
  list: PagedListState<Document>;
  hasDocuments: boolean | null;
  counts: FolderCounts;
  folders: { items: DocumentFolder[]; status: AsyncStatus };
  selectedIds: string[];
  widget: NewestItemsState<Document>;
  createStatus: AsyncStatus;
  updateStatus: AsyncStatus;
  deleteStatus: AsyncStatus;
  moveStatus: AsyncStatus;
  folderStatus: AsyncStatus;
  error: string | null;
}

export const defaultDocumentFilters: DocumentFilters = { sortBy: 'newest' };
export const emptyCounts: FolderCounts = { all: 0, unfiled: 0, byFolder: {} };

export const initialDocumentsState: DocumentsState = {
  filters: defaultDocumentFilters,
  list: initialPagedList<Document>(),
  hasDocuments: null,
  counts: emptyCounts,
  folders: { items: [], status: 'idle' },
  selectedIds: [],
  widget: { items: [], status: 'idle' },
  createStatus: 'idle',
  updateStatus: 'idle',
  deleteStatus: 'idle',
  moveStatus: 'idle',
  folderStatus: 'idle',
  error: null,
};

/** True when a document in `folderId` belongs in the list under the current folder filter. */
function inCurrentFolder(filters: DocumentFilters, folderId: string | null): boolean {
  if (!filters.folder) return true;
  if (filters.folder === UNFILED_FOLDER) return folderId === null;
  return filters.folder === folderId;
}

function syncFolderCounts(state: DocumentsState) {
  state.folders.items = state.folders.items.map((folder) => ({
    ...folder,
    documentsCount: state.counts.byFolder[folder.id] ?? 0,
  }));
  state.hasDocuments = state.counts.all > 0;
}

function removeDocuments(state: DocumentsState, ids: string[], folderIds: Array<string | null>) {
  const before = state.list.items.length;
  state.list.items = removeByIds(state.list.items, ids);
  if (state.list.pagination)
    state.list.pagination.total = Math.max(0, state.list.pagination.total - (before - state.list.items.length));
  state.widget.items = removeByIds(state.widget.items, ids);
  state.selectedIds = state.selectedIds.filter((id) => !ids.includes(id));
  state.counts = adjustFolderCounts(state.counts, { kind: 'delete', folderIds });
  syncFolderCounts(state);
}

const documentsSlice = createSlice({
  name: 'documents',
  initialState: initialDocumentsState,
  reducers: {
    documentFiltersChanged(state, action: PayloadAction<Partial<DocumentFilters>>) {
      state.filters = { ...state.filters, ...action.payload };
      state.selectedIds = [];
    },
    documentSelectionToggled(state, action: PayloadAction<string>) {
      state.selectedIds = toggleSelection(state.selectedIds, action.payload);
    },
    documentSelectionSet(state, action: PayloadAction<string[]>) {
      state.selectedIds = action.payload;
    },
  },
  extraReducers: (builder) => {
    addPagedListCases(builder, fetchDocuments, {
      select: (state) => state.list,
      fallbackError: 'Failed to fetch documents',
      onFulfilled: (state, { meta }) => {
        state.counts = meta.counts;
        syncFolderCounts(state);
        state.hasDocuments = meta.hasDocuments;
      },
    });
    addNewestItemsCases(builder, fetchDocumentsWidget, { select: (state) => state.widget, size: 6 });
    builder
      .addCase(fetchFolders.pending, (state) => {
        state.folders.status = 'pending';
      })
      .addCase(fetchFolders.fulfilled, (state, action) => {
        state.folders = { items: action.payload.folders, status: 'succeeded' };
        state.counts = action.payload.counts;
        syncFolderCounts(state);
      })
      .addCase(fetchFolders.rejected, (state, action) => {
        if (!wasAborted(action)) state.folders.status = 'rejected';
      })
      .addCase(createFolder.pending, (state) => {
        state.folderStatus = 'pending';
      })
      .addCase(createFolder.fulfilled, (state, action) => {
        state.folderStatus = 'succeeded';
        state.folders.items.push(action.payload);
        state.folders.items.sort((a, b) => a.name.localeCompare(b.name));
      })
      .addCase(createFolder.rejected, (state, action) => {
        if (wasAborted(action)) return;
        state.folderStatus = 'rejected';
        state.error = action.payload ?? 'Failed to create folder';
      })
      .addCase(deleteFolder.fulfilled, (state, action) => {
        const { id } = action.payload;
        // Its documents stay, unfiled.
        const moved = state.counts.byFolder[id] ?? 0;
        const byFolder = { ...state.counts.byFolder };
        delete byFolder[id];
        state.counts = { ...state.counts, unfiled: state.counts.unfiled + moved, byFolder };
        state.folders.items = state.folders.items.filter((folder) => folder.id !== id);
        for (const document of [...state.list.items, ...state.widget.items]) {
          if (document.folderId === id) {
            document.folderId = null;
            document.folder = null;
          }
        }
        if (state.filters.folder === id) state.filters = { ...state.filters, folder: undefined };
      })
      .addCase(createDocuments.pending, (state) => {
        state.createStatus = 'pending';
      })
      .addCase(createDocuments.fulfilled, (state, action) => {
        state.createStatus = 'succeeded';
        for (const document of action.payload) {
          if (inCurrentFolder(state.filters, document.folderId)) {
            state.list.items = addDocumentToList(state.list.items, document);
            if (state.list.pagination) state.list.pagination.total += 1;
          }
          state.widget.items = addDocumentToList(state.widget.items, document, 'widget');
          state.counts = adjustFolderCounts(state.counts, { kind: 'add', folderId: document.folderId });
        }
        syncFolderCounts(state);
      })
      .addCase(createDocuments.rejected, (state, action) => {
        if (!wasAborted(action)) state.createStatus = 'rejected';
      })
      .addCase(updateDocument.pending, (state) => {
        state.updateStatus = 'pending';
      })
      .addCase(updateDocument.fulfilled, (state, action) => {
        state.updateStatus = 'succeeded';
        const { document, previousFolderId } = action.payload;
        state.counts = adjustFolderCounts(state.counts, {
          kind: 'update',
          from: previousFolderId,
          to: document.folderId,
        });
        syncFolderCounts(state);
        state.widget.items = replaceById(state.widget.items, document);
        if (inCurrentFolder(state.filters, document.folderId))
          state.list.items = replaceById(state.list.items, document);
        else {
          state.list.items = state.list.items.filter((item) => item.id !== document.id);
          if (state.list.pagination) state.list.pagination.total -= 1;
        }
      })
      .addCase(updateDocument.rejected, (state, action) => {
        if (!wasAborted(action)) state.updateStatus = 'rejected';
      })
      .addCase(deleteDocument.pending, (state) => {
        state.deleteStatus = 'pending';
      })
      .addCase(deleteDocument.fulfilled, (state, action) => {
        state.deleteStatus = 'succeeded';
        removeDocuments(state, [action.payload.id], [action.payload.folderId]);
      })
      .addCase(deleteDocument.rejected, (state, action) => {
        if (!wasAborted(action)) state.deleteStatus = 'rejected';
      })
      .addCase(deleteDocuments.pending, (state) => {
        state.deleteStatus = 'pending';
      })
      .addCase(deleteDocuments.fulfilled, (state, action) => {
        state.deleteStatus = 'succeeded';
        const { deletedIds, folderIds } = action.payload;
        removeDocuments(
          state,
          deletedIds,
          deletedIds.map((id) => folderIds[id] ?? null),
        );
        state.selectedIds = [];
      })
      .addCase(deleteDocuments.rejected, (state, action) => {
        if (wasAborted(action)) return;
        state.deleteStatus = 'rejected';
        state.error = action.payload ?? 'Failed to delete documents';
      })
      .addCase(moveDocuments.pending, (state) => {
        state.moveStatus = 'pending';
        state.error = null;
      })
      .addCase(moveDocuments.fulfilled, (state, action) => {
        state.moveStatus = 'succeeded';
        const { documentIds, folderId, from } = action.payload;
        state.counts = adjustFolderCounts(state.counts, { kind: 'move', from, to: folderId });
        syncFolderCounts(state);
        const folder = folderId ? state.folders.items.find((entry) => entry.id === folderId) : null;
        for (const document of [...state.list.items, ...state.widget.items]) {
          if (!documentIds.includes(document.id)) continue;
          document.folderId = folderId;
          document.folder = folder ? { id: folder.id, name: folder.name } : null;
        }
        if (!inCurrentFolder(state.filters, folderId)) {
          const before = state.list.items.length;
          state.list.items = state.list.items.filter((document) => !documentIds.includes(document.id));
          if (state.list.pagination) state.list.pagination.total -= before - state.list.items.length;
        }
        state.selectedIds = [];
      })
      .addCase(moveDocuments.rejected, (state, action) => {
        if (wasAborted(action)) return;
        state.moveStatus = 'rejected';
        state.error = action.payload ?? 'Failed to move documents';
      });
  },
});

export const { documentFiltersChanged, documentSelectionToggled, documentSelectionSet } = documentsSlice.actions;
export const documentsReducer = documentsSlice.reducer;

// Loading this module (with the screens, modals and widgets that use it) plugs the slice into the store.
documentsSlot.register(documentsSlice.reducer);

/**
 * Documents and document-folder endpoints of the data cache (spec point 7 "Documents"; issue 20).
 * Lists are tagged `Document LIST` (one document `{ type: 'Document', id }`), the folders with their
 * counts `DocumentFolder`. Writes put their answer into the cache without a refetch: an edit or move
 * changes the document in every cached page (and takes it out of a folder's list it left), a delete
 * takes it out, and the folder counts move as spec point 4 says (`adjustFolderCounts`). New documents
 * invalidate the lists (their place in a sorted list is the server's). Spec point 8's toasts are the
 * requests' `error`/`success`; bulk delete, move and folder failures are silent (the screen says so).
 */
import { adjustFolderCounts, DOCUMENTS_WIDGET_LIMIT, UNFILED_FOLDER } from '@lintel/shared';
import type {
  BulkDeleteResponse,
  CreateDocumentInput,
  Document,
  DocumentFolder,
  DocumentFoldersResponse,
  DocumentListResponse,
  DocumentType,
  FolderCountChange,
  MoveDocumentsResponse,
  RecordSort,
  UpdateDocumentInput,
} from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';
import { failWith, toastSuccess } from '../../../lib/toast.ts';
import { dataApi, numberedPages } from '../../../lib/data-cache.ts';
import type { ApiFailure } from '../../../lib/data-cache.ts';
import { useAppSelector } from '../../../lib/redux-hooks.ts';
import type { AppState } from '../../../lib/redux-hooks.ts';

/** The list's filters (the query's argument). `folder` is a folder id, 'unfiled', or undefined for all. */
export interface DocumentFilters {
  sortBy: RecordSort;
  search?: string | undefined;
  folder?: string | undefined;
  type?: DocumentType | undefined;
  propertyId?: string | undefined;
  pageSize?: number;
}

export const defaultDocumentFilters: DocumentFilters = { sortBy: 'newest' };
/** The dashboard widget's list: the newest few. */
export const documentsWidgetFilters: DocumentFilters = { sortBy: 'newest', pageSize: DOCUMENTS_WIDGET_LIMIT };

const lists = [{ type: 'Document' as const, id: 'LIST' }];
type Dispatch = (action: unknown) => unknown;
type Pages = { pages: DocumentListResponse[] };

/** True when a document in `folderId` belongs in a list filtered by `filters.folder`. */
function inFolder(filters: DocumentFilters, folderId: string | null): boolean {
  if (!filters.folder) return true;
  if (filters.folder === UNFILED_FOLDER) return folderId === null;
  return filters.folder === folderId;
}

/** Applies `recipe` to every cached documents list (each filter set the cache holds). */
function eachList(dispatch: Dispatch, getState: () => unknown, recipe: (draft: Pages, filters: DocumentFilters) => void) {
  for (const filters of documentsApi.util.selectCachedArgsForQuery(getState() as AppState, 'documents'))
    dispatch(documentsApi.util.updateQueryData('documents', filters, (draft) => recipe(draft, filters)));
}

/** Takes `ids` out of a cached list, lowering its total. */
function removeFrom(draft: Pages, ids: readonly string[]) {
  let removed = 0;
  for (const page of draft.pages) {
    const before = page.results.length;
    page.results = page.results.filter((document) => !ids.includes(document.id));
    removed += before - page.results.length;
  }
  if (removed) for (const page of draft.pages) page.pagination.total = Math.max(0, page.pagination.total - removed);
}

/** Moves the cached folder counts (spec point 4) and whether the account still has documents. */
function moveCounts(dispatch: Dispatch, getState: () => unknown, change: FolderCountChange) {
  let all: number | undefined;
  dispatch(
    documentsApi.util.updateQueryData('documentFolders', undefined, (draft) => {
      draft.counts = adjustFolderCounts(draft.counts, change);
      for (const folder of draft.folders) folder.documentsCount = draft.counts.byFolder[folder.id] ?? 0;
      all = draft.counts.all;
    }),
  );
  if (all === 0) eachList(dispatch, getState, (draft) => draft.pages.forEach((page) => (page.meta.hasDocuments = false)));
}

/** The folder of each id as the cache holds it (null: unfiled or not cached). */
function foldersOf(state: unknown, ids: readonly string[]): Array<string | null> {
  return ids.map((id) => selectCachedDocument(state as AppState, id)?.folderId ?? null);
}

export const documentsApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /documents: numbered pages by filters. */
    documents: build.infiniteQuery<DocumentListResponse, DocumentFilters, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({
        path: '/documents',
        params: { ...queryArg, page: pageParam },
        error: 'Failed to fetch documents',
      }),
      providesTags: (data) => [
        ...lists,
        ...(data?.pages.flatMap((page) => page.results.map((document) => ({ type: 'Document' as const, id: document.id }))) ?? []),
      ],
    }),
    /** GET /document-folders: the folders and the per-folder counts (silent, spec point 8). */
    documentFolders: build.query<DocumentFoldersResponse, void>({
      query: () => ({ path: '/document-folders', error: 'Failed to fetch folders', silent: true }),
      providesTags: ['DocumentFolder'],
    }),
    /** One POST /documents per uploaded file; the ones created before a failure still count. */
    createDocuments: build.mutation<Document[], CreateDocumentInput[]>({
      queryFn: async (inputs) => {
        const created: Document[] = [];
        try {
          for (const input of inputs) created.push(await api.post<Document>('/documents', input));
          toastSuccess(created.length === 1 ? 'Document added successfully' : `${created.length} documents added successfully`);
          return { data: created };
        } catch (error) {
          const message = failWith(error, 'Failed to add document');
          if (created.length) return { data: created };
          return { error: { status: 0, code: 'FAILED', message } satisfies ApiFailure };
        }
      },
      async onQueryStarted(_inputs, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        for (const document of answer.data) moveCounts(dispatch, getState, { kind: 'add', folderId: document.folderId });
        dispatch(documentsApi.util.invalidateTags(lists));
      },
    }),
    updateDocument: build.mutation<Document, { id: string; input: UpdateDocumentInput }>({
      query: ({ id, input }) => ({
        path: `/documents/${id}`,
        method: 'PUT',
        body: input,
        error: 'Failed to update document',
        success: 'Document updated successfully',
      }),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const [from] = foldersOf(getState(), [id]);
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const document = answer.data;
        eachList(dispatch, getState, (draft, filters) => {
          if (!inFolder(filters, document.folderId)) return removeFrom(draft, [id]);
          for (const page of draft.pages) page.results = page.results.map((entry) => (entry.id === id ? document : entry));
        });
        moveCounts(dispatch, getState, { kind: 'update', from: from ?? null, to: document.folderId });
      },
    }),
    deleteDocument: build.mutation<void, string>({
      query: (id) => ({
        path: `/documents/${id}`,
        method: 'DELETE',
        error: 'Failed to delete document',
        success: 'Document deleted successfully',
      }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const folderIds = foldersOf(getState(), [id]);
        if (!(await queryFulfilled.catch(() => null))) return;
        eachList(dispatch, getState, (draft) => removeFrom(draft, [id]));
        moveCounts(dispatch, getState, { kind: 'delete', folderIds });
      },
    }),
    /** DELETE /documents/destroy-multiple: failures are silent (the page shows the message). */
    deleteDocuments: build.mutation<BulkDeleteResponse, string[]>({
      query: (ids) => ({
        path: '/documents/destroy-multiple',
        method: 'DELETE',
        params: { ids: ids.join(',') },
        error: 'Failed to delete documents',
        success: (answer: BulkDeleteResponse) => answer.message,
        silent: true,
      }),
      async onQueryStarted(ids, { dispatch, getState, queryFulfilled }) {
        const folders = foldersOf(getState(), ids);
        const before = Object.fromEntries(ids.map((id, index) => [id, folders[index] ?? null]));
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const { deletedIds } = answer.data;
        eachList(dispatch, getState, (draft) => removeFrom(draft, deletedIds));
        moveCounts(dispatch, getState, { kind: 'delete', folderIds: deletedIds.map((id) => before[id] ?? null) });
      },
    }),
    /** PUT /documents/move-to-folder: failures are silent (the modal shows the message). */
    moveDocuments: build.mutation<MoveDocumentsResponse, { documentIds: string[]; folderId: string | null }>({
      query: (body) => ({
        path: '/documents/move-to-folder',
        method: 'PUT',
        body,
        error: 'Failed to move documents',
        success: (answer: MoveDocumentsResponse) => answer.message,
        silent: true,
      }),
      async onQueryStarted({ documentIds, folderId }, { dispatch, getState, queryFulfilled }) {
        const from = foldersOf(getState(), documentIds);
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const folders = documentsApi.endpoints.documentFolders.select()(getState() as AppState).data?.folders ?? [];
        const folder = folders.find((entry) => entry.id === folderId);
        eachList(dispatch, getState, (draft, filters) => {
          if (!inFolder(filters, folderId)) return removeFrom(draft, documentIds);
          for (const page of draft.pages)
            for (const document of page.results)
              if (documentIds.includes(document.id)) {
                document.folderId = folderId;
                document.folder = folder ? { id: folder.id, name: folder.name } : null;
              }
        });
        moveCounts(dispatch, getState, { kind: 'move', from, to: folderId });
      },
    }),
    createFolder: build.mutation<DocumentFolder, string>({
      query: (name) => ({
        path: '/document-folders',
        method: 'POST',
        body: { name },
        error: 'Failed to create folder',
        success: 'Folder created successfully',
        silent: true,
      }),
      async onQueryStarted(_name, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(
          documentsApi.util.updateQueryData('documentFolders', undefined, (draft) => {
            draft.folders.push(answer.data);
            draft.folders.sort((a, b) => a.name.localeCompare(b.name));
          }),
        );
      },
    }),
    /** DELETE /document-folders/{id}: its documents stay, unfiled. */
    deleteFolder: build.mutation<void, string>({
      query: (id) => ({
        path: `/document-folders/${id}`,
        method: 'DELETE',
        error: 'Failed to delete folder',
        success: 'Folder deleted successfully',
      }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        if (!(await queryFulfilled.catch(() => null))) return;
        dispatch(
          documentsApi.util.updateQueryData('documentFolders', undefined, (draft) => {
            const moved = draft.counts.byFolder[id] ?? 0;
            const byFolder = { ...draft.counts.byFolder };
            delete byFolder[id];
            draft.counts = { ...draft.counts, unfiled: draft.counts.unfiled + moved, byFolder };
            draft.folders = draft.folders.filter((folder) => folder.id !== id);
          }),
        );
        eachList(dispatch, getState, (draft) => {
          for (const page of draft.pages)
            for (const document of page.results)
              if (document.folderId === id) {
                document.folderId = null;
                document.folder = null;
              }
        });
        // The unfiled list gained documents in an order only the server knows.
        dispatch(documentsApi.util.invalidateTags(lists));
      },
    }),
  }),
});

export const {
  useDocumentsInfiniteQuery,
  useDocumentFoldersQuery,
  useCreateDocumentsMutation,
  useUpdateDocumentMutation,
  useDeleteDocumentMutation,
  useDeleteDocumentsMutation,
  useMoveDocumentsMutation,
  useCreateFolderMutation,
  useDeleteFolderMutation,
} = documentsApi;

/** A document as the cached lists hold it (the list or the widget it was opened from), else undefined. */
export function selectCachedDocument(state: AppState, id: string): Document | undefined {
  for (const filters of documentsApi.util.selectCachedArgsForQuery(state, 'documents')) {
    const data = documentsApi.endpoints.documents.select(filters)(state).data;
    const found = data?.pages.flatMap((page) => page.results).find((document) => document.id === id);
    if (found) return found;
  }
  return undefined;
}

/** `selectCachedDocument` as a hook: follows the cache (an edit shows, a delete gives undefined). */
export const useCachedDocument = (id: string | undefined) =>
  useAppSelector((state) => (id ? selectCachedDocument(state, id) : undefined));

/** The move mutation's shared state: the page clears its selection when a move from any modal succeeds. */
export const MOVE_DOCUMENTS_KEY = 'documents.move';

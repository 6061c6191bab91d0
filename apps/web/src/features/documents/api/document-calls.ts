/** Documents and document-folder calls of spec point 7 with their thunks and point 8 toasts. */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { DOCUMENTS_WIDGET_LIMIT } from '@lintel/shared';
import type {
  BulkDeleteResponse,
  CreateDocumentInput,
  Document,
  DocumentFolder,
  DocumentFoldersResponse,
  DocumentListResponse,
  DocumentType,
  MoveDocumentsResponse,
  RecordSort,
  UpdateDocumentInput,
} from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';
import { failWith, toastSuccess } from '../../../lib/toast.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';

export interface DocumentQuery {
  page?: number;
  pageSize?: number;
  sortBy?: RecordSort;
  search?: string | undefined;
  folder?: string | undefined;
  type?: DocumentType | undefined;
  propertyId?: string | undefined;
}

export const getDocuments = (query: DocumentQuery, signal?: AbortSignal) =>
  api.get<DocumentListResponse>('/documents', { query: { ...query }, signal });
export const postDocument = (input: CreateDocumentInput) => api.post<Document>('/documents', input);
export const putDocument = (id: string, input: UpdateDocumentInput) => api.put<Document>(`/documents/${id}`, input);
export const deleteDocumentRequest = (id: string) => api.delete(`/documents/${id}`);
export const deleteDocumentsRequest = (ids: string[]) =>
  api.delete<BulkDeleteResponse>('/documents/destroy-multiple', { query: { ids: ids.join(',') } });
export const putMoveToFolder = (documentIds: string[], folderId: string | null) =>
  api.put<MoveDocumentsResponse>('/documents/move-to-folder', { documentIds, folderId });
export const getFolders = (signal?: AbortSignal) => api.get<DocumentFoldersResponse>('/document-folders', { signal });
export const postFolder = (name: string) => api.post<DocumentFolder>('/document-folders', { name });
export const deleteFolderRequest = (id: string) => api.delete(`/document-folders/${id}`);

type Rejected = { rejectValue: string };

export const fetchDocuments = createApiThunk<DocumentListResponse, { query: DocumentQuery; append?: boolean }>(
  'documents/fetchList',
  ({ query }, signal) => getDocuments(query, signal),
  { error: 'Failed to fetch documents' },
);

export const fetchDocumentsWidget = createApiThunk<Document[], void>(
  'documents/fetchWidget',
  async (_arg, signal) => (await getDocuments({ page: 1, pageSize: DOCUMENTS_WIDGET_LIMIT, sortBy: 'newest' }, signal)).results,
  { error: 'Failed to fetch documents', silent: true },
);

/** One POST /documents per uploaded file (one file per document). */
export const createDocuments = createAsyncThunk<Document[], CreateDocumentInput[], Rejected>(
  'documents/create',
  async (inputs, { rejectWithValue }) => {
    const created: Document[] = [];
    try {
      for (const input of inputs) created.push(await postDocument(input));
      toastSuccess(
        created.length === 1 ? 'Document added successfully' : `${created.length} documents added successfully`,
      );
      return created;
    } catch (error) {
      const message = failWith(error, 'Failed to add document');
      // Partial success still lands in the list: the ones already created exist on the server.
      if (created.length) return created;
      return rejectWithValue(message);
    }
  },
);

export const updateDocument = createAsyncThunk<
  { document: Document; previousFolderId: string | null },
  { id: string; input: UpdateDocumentInput; previousFolderId: string | null },
  Rejected
>('documents/update', async ({ id, input, previousFolderId }, { rejectWithValue }) => {
  try {
    const document = await putDocument(id, input);
    toastSuccess('Document updated successfully');
    return { document, previousFolderId };
  } catch (error) {
    return rejectWithValue(failWith(error, 'Failed to update document'));
  }
});

export const deleteDocument = createApiThunk<{ id: string; folderId: string | null }, { id: string; folderId: string | null }>(
  'documents/delete',
  async ({ id, folderId }) => {
    await deleteDocumentRequest(id);
    return { id, folderId };
  },
  { error: 'Failed to delete document', success: 'Document deleted successfully' },
);

/** Spec point 8: bulk document delete failures set rejected without a toast. */
export const deleteDocuments = createAsyncThunk<
  BulkDeleteResponse & { folderIds: Record<string, string | null> },
  { ids: string[]; folderIds: Record<string, string | null> },
  Rejected
>('documents/deleteMany', async ({ ids, folderIds }, { rejectWithValue }) => {
  try {
    const response = await deleteDocumentsRequest(ids);
    toastSuccess(response.message);
    return { ...response, folderIds };
  } catch (error) {
    return rejectWithValue(failWith(error, 'Failed to delete documents', { silent: true }));
  }
});

/** Spec point 8: move failures set rejected without a toast (the modal shows the message). */
export const moveDocuments = createAsyncThunk<
  MoveDocumentsResponse & { from: Array<string | null> },
  { documentIds: string[]; folderId: string | null; from: Array<string | null> },
  Rejected
>('documents/move', async ({ documentIds, folderId, from }, { rejectWithValue }) => {
  try {
    const response = await putMoveToFolder(documentIds, folderId);
    toastSuccess(response.message);
    return { ...response, from };
  } catch (error) {
    return rejectWithValue(failWith(error, 'Failed to move documents', { silent: true }));
  }
});

/** Spec point 8: folder failures set rejected without a toast. */
export const fetchFolders = createApiThunk<DocumentFoldersResponse, void>(
  'documents/fetchFolders',
  (_arg, signal) => getFolders(signal),
  { error: 'Failed to fetch folders', silent: true },
);

export const createFolder = createApiThunk<DocumentFolder, string>(
  'documents/createFolder',
  (name) => postFolder(name),
  { error: 'Failed to create folder', success: 'Folder created successfully', silent: true },
);

export const deleteFolder = createApiThunk<{ id: string }, string>(
  'documents/deleteFolder',
  async (id) => {
    await deleteFolderRequest(id);
    return { id };
  },
  { error: 'Failed to delete folder', success: 'Folder deleted successfully' },
);

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

export const fetchDocuments = createAsyncThunk<
  DocumentListResponse,
  { query: DocumentQuery; append?: boolean },
  Rejected
>('documents/fetchList', async ({ query }, { rejectWithValue, signal }) => {
  try {
    return await getDocuments(query, signal);
  } catch (error) {
    return rejectWithValue(failWith(error, 'Failed to fetch documents'));
  }
});

export const fetchDocumentsWidget = createAsyncThunk<Document[], void, Rejected>(
  'documents/fetchWidget',
  async (_, { rejectWithValue, signal }) => {
    try {
      return (await getDocuments({ page: 1, pageSize: DOCUMENTS_WIDGET_LIMIT, sortBy: 'newest' }, signal)).results;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to fetch documents', { silent: true }));
    }
  },
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

export const deleteDocument = createAsyncThunk<
  { id: string; folderId: string | null },
  { id: string; folderId: string | null },
  Rejected
>('documents/delete', async ({ id, folderId }, { rejectWithValue }) => {
  try {
    await deleteDocumentRequest(id);
    toastSuccess('Document deleted successfully');
    return { id, folderId };
  } catch (error) {
    return rejectWithValue(failWith(error, 'Failed to delete document'));
  }
});

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
export const fetchFolders = createAsyncThunk<DocumentFoldersResponse, void, Rejected>(
  'documents/fetchFolders',
  async (_, { rejectWithValue, signal }) => {
    try {
      return await getFolders(signal);
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to fetch folders', { silent: true }));
    }
  },
);

export const createFolder = createAsyncThunk<DocumentFolder, string, Rejected>(
  'documents/createFolder',
  async (name, { rejectWithValue }) => {
    try {
      const folder = await postFolder(name);
      toastSuccess('Folder created successfully');
      return folder;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to create folder', { silent: true }));
    }
  },
);

export const deleteFolder = createAsyncThunk<{ id: string }, string, Rejected>(
  'documents/deleteFolder',
  async (id, { rejectWithValue }) => {
    try {
      await deleteFolderRequest(id);
      toastSuccess('Folder deleted successfully');
      return { id };
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to delete folder', { silent: true }));
    }
  },
);

/**
 * Documents (spec points 3, 4, 7 "Documents"): one uploaded file each, filed in folders with
 * per-folder counts, linked to a property. Another account's document or folder reads as
 * DOCUMENT_NOT_FOUND / FOLDER_NOT_FOUND (404); a bulk call with any such id changes nothing.
 */
import {
  buildPagination,
  documentMessages,
  documentTypeOf,
  UNFILED_FOLDER,
  type BulkDeleteResponse,
  type Document,
  type DocumentFolder,
  type DocumentFoldersResponse,
  type DocumentListResponse,
  type FolderCounts,
  type MoveDocumentsResponse,
  type StoredFile,
  type createDocumentInputSchema,
  type listDocumentsQuerySchema,
  type updateDocumentInputSchema,
} from '@lintel/shared';
import type { z } from 'zod';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/sql.ts';
import { assertRecordCap } from '../../platform/record-caps.ts';
import type { FilesService } from '../files/index.ts';
import { findProperty } from '../properties/index.ts';
import * as repo from './documents.repository.ts';
import type { DocumentWithRefs, FolderRow } from './documents.repository.ts';

type ParsedCreate = z.output<typeof createDocumentInputSchema>;
type ParsedUpdate = z.output<typeof updateDocumentInputSchema>;
type ParsedList = z.output<typeof listDocumentsQuerySchema>;

export type DocumentsService = ReturnType<typeof createDocumentsService>;

export function createDocumentsService(deps: AppDeps, files: FilesService) {
  const { db } = deps;

  function toDto(row: DocumentWithRefs, file: StoredFile): Document {
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      file,
      folderId: row.folderId,
      folder: row.folder,
      propertyId: row.propertyId,
      property: row.property,
      description: row.description,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function toDtos(executor: Executor, rows: DocumentWithRefs[]): Promise<Document[]> {
    const fileDtos = await files.dtosByIds(rows.map((row) => row.fileId), executor);
    return rows.map((row) => toDto(row, fileDtos.get(row.fileId)!));
  }

  async function dtoOf(executor: Executor, auth: AuthContext, id: string): Promise<Document> {
    const [dto] = await toDtos(executor, [(await repo.findDocument(executor, auth.accountId, id))!]);
    return dto!;
  }

  async function loadOwn(executor: Executor, auth: AuthContext, id: string): Promise<DocumentWithRefs> {
    const row = await repo.findDocument(executor, auth.accountId, id);
    if (!row) throw new AppError('DOCUMENT_NOT_FOUND', 'Document not found');
    return row;
  }

  async function loadOwnFolder(executor: Executor, auth: AuthContext, id: string): Promise<FolderRow> {
    const row = await repo.findFolder(executor, auth.accountId, id);
    if (!row) throw new AppError('FOLDER_NOT_FOUND', 'Folder not found');
    return row;
  }

  async function assertOwnDocuments(executor: Executor, auth: AuthContext, ids: string[]): Promise<void> {
    const own = await repo.ownDocumentIds(executor, auth.accountId, ids);
    if (own.length !== ids.length) throw new AppError('DOCUMENT_NOT_FOUND', 'Some documents were not found');
  }

  async function checkReferences(executor: Executor, auth: AuthContext, refs: { folderId?: string | null | undefined; propertyId?: string | null | undefined }) {
    if (refs.folderId) await loadOwnFolder(executor, auth, refs.folderId);
    if (refs.propertyId && !(await findProperty(executor, auth.accountId, refs.propertyId))) {
      throw new AppError('PROPERTY_NOT_FOUND', 'Property not found');
    }
  }

  async function counts(executor: Executor, auth: AuthContext): Promise<FolderCounts> {
    const rows = await repo.folderCounts(executor, auth.accountId);
    const result: FolderCounts = { all: 0, unfiled: 0, byFolder: {} };
    for (const row of rows) {
      result.all += row.total;
      if (row.folderId === null) result.unfiled = row.total;
      else result.byFolder[row.folderId] = row.total;
    }
    return result;
  }

  return {
    /** GET /documents: a page newest first; meta.hasDocuments and the folder counts. 4 queries. */
    async list(auth: AuthContext, query: ParsedList): Promise<DocumentListResponse> {
      const filter: repo.DocumentFilter = {
        accountId: auth.accountId,
        search: query.search || undefined,
        folderId: query.folder === UNFILED_FOLDER ? null : query.folder,
        type: query.type,
        propertyId: query.propertyId,
      };
      const [rows, total, folderCounts] = await Promise.all([
        repo.listDocuments(db, filter, query.sortBy, query.page, query.pageSize),
        repo.countDocuments(db, filter),
        counts(db, auth),
      ]);
      return {
        results: await toDtos(db, rows),
        pagination: buildPagination(query.page, query.pageSize, total),
        meta: { hasDocuments: folderCounts.all > 0, counts: folderCounts },
      };
    },

    /** POST /documents: the file must be the caller's; the type follows the file. */
    async create(auth: AuthContext, input: ParsedCreate): Promise<Document> {
      return db.transaction(async (tx) => {
        const [file] = await files.assertOwnFiles(auth.accountId, [input.fileId], { path: 'fileId', executor: tx });
        await checkReferences(tx, auth, input);
        await assertRecordCap(tx, 'documents', auth.accountId, (upTo) => repo.countDocumentsUpTo(tx, auth.accountId, upTo));
        const row = await repo.insertDocument(tx, {
          accountId: auth.accountId,
          name: input.name ?? file!.name,
          type: documentTypeOf(file!.mimeType),
          fileId: file!.id,
          folderId: input.folderId ?? null,
          propertyId: input.propertyId ?? null,
          description: input.description || null,
        });
        return dtoOf(tx, auth, row.id);
      });
    },

    /** PUT /documents/{id}: name, folder, property, description. */
    async update(auth: AuthContext, id: string, input: ParsedUpdate): Promise<Document> {
      return db.transaction(async (tx) => {
        const row = await loadOwn(tx, auth, id);
        await checkReferences(tx, auth, input);
        await repo.updateDocument(tx, row.id, {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.folderId !== undefined ? { folderId: input.folderId } : {}),
          ...(input.propertyId !== undefined ? { propertyId: input.propertyId } : {}),
          ...(input.description !== undefined ? { description: input.description || null } : {}),
        });
        return dtoOf(tx, auth, row.id);
      });
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      const row = await loadOwn(db, auth, id);
      await repo.deleteDocuments(db, auth.accountId, [row.id]);
    },

    /** DELETE /documents/destroy-multiple?ids=: all or nothing. */
    async removeMany(auth: AuthContext, ids: string[]): Promise<BulkDeleteResponse> {
      return db.transaction(async (tx) => {
        await assertOwnDocuments(tx, auth, ids);
        await repo.deleteDocuments(tx, auth.accountId, ids);
        return { message: documentMessages.deleted, deletedIds: ids };
      });
    },

    /** PUT /documents/move-to-folder: all or nothing; folderId null takes them out of folders. */
    async move(auth: AuthContext, ids: string[], folderId: string | null): Promise<MoveDocumentsResponse> {
      return db.transaction(async (tx) => {
        if (folderId) await loadOwnFolder(tx, auth, folderId);
        await assertOwnDocuments(tx, auth, ids);
        await repo.moveDocuments(tx, auth.accountId, ids, folderId);
        return { message: documentMessages.moved, documentIds: ids, folderId };
      });
    },

    /** GET /document-folders: folders A-Z with their counts, and the unfiled and total counts. 2 queries. */
    async folders(auth: AuthContext): Promise<DocumentFoldersResponse> {
      const [rows, folderCounts] = await Promise.all([repo.listFolders(db, auth.accountId), counts(db, auth)]);
      return { folders: rows.map((row) => toFolder(row, folderCounts.byFolder[row.id] ?? 0)), counts: folderCounts };
    },

    /** POST /document-folders: a name not yet used by the account (case-insensitive), else 409. */
    async createFolder(auth: AuthContext, name: string): Promise<DocumentFolder> {
      try {
        return toFolder(await repo.insertFolder(db, { accountId: auth.accountId, name }), 0);
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('FOLDER_EXISTS', `A folder named "${name}" already exists`, [{ path: 'name', message: 'Already exists' }]);
        }
        throw error;
      }
    },

    /** DELETE /document-folders/{id}: the folder goes; its documents stay, unfiled. */
    async removeFolder(auth: AuthContext, id: string): Promise<void> {
      const row = await loadOwnFolder(db, auth, id);
      await repo.deleteFolder(db, row.id);
    },
  };
}

function toFolder(row: FolderRow, documentsCount: number): DocumentFolder {
  return { id: row.id, name: row.name, documentsCount, createdAt: row.createdAt.toISOString() };
}

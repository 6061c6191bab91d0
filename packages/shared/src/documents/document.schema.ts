/** Documents and folders contract (spec points 3 and 7 "Documents"). */
import { z } from 'zod';
import { singleLineTextSchema } from '../common/text.ts';
import { pageQuerySchema, paginationSchema } from '../common/pagination.ts';
import { idListSchema } from '../common/id-list.ts';
import { recordSortOptions } from '../common/list.rules.ts';
import { fileSchema } from '../files/file.schema.ts';
import { propertyTypes } from '../properties/property.enums.ts';
import { documentTypes, UNFILED_FOLDER } from './document.enums.ts';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** POST /documents: one uploaded file (POST /files first); the type comes from the file. */
export const createDocumentInputSchema = z
  .object({
    fileId: z.string().uuid(),
    name: singleLineTextSchema(160, 1).optional().describe("Defaults to the file's name"),
    folderId: z.string().uuid().nullable().optional(),
    propertyId: z.string().uuid().nullable().optional(),
    description: optionalText(2000),
  })
  .strict();
export type CreateDocumentInput = z.input<typeof createDocumentInputSchema>;

export const updateDocumentInputSchema = z
  .object({
    name: singleLineTextSchema(160).min(1, 'Name is required'),
    folderId: z.string().uuid().nullable(),
    propertyId: z.string().uuid().nullable(),
    description: z.string().trim().max(2000).nullable(),
  })
  .partial()
  .strict();
export type UpdateDocumentInput = z.input<typeof updateDocumentInputSchema>;

export const documentSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  type: z.enum(documentTypes),
  file: fileSchema.describe('url opens the file inline (PDF or image preview in the browser)'),
  folderId: z.string().uuid().nullable(),
  folder: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  propertyId: z.string().uuid().nullable(),
  property: z.object({ id: z.string().uuid(), nickname: z.string(), type: z.enum(propertyTypes) }).nullable(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Document = z.infer<typeof documentSchema>;

/** Document counts of the account: all, in no folder, and per folder id. */
export const folderCountsSchema = z.object({
  all: z.number().int(),
  unfiled: z.number().int(),
  byFolder: z.record(z.string(), z.number().int()).describe('Folder id → number of documents (folders with none are absent)'),
});
export type FolderCounts = z.infer<typeof folderCountsSchema>;

export const listDocumentsQuerySchema = pageQuerySchema.extend({
  sortBy: z.enum(recordSortOptions).default('newest'),
  folder: z.union([z.literal(UNFILED_FOLDER), z.string().uuid()]).optional().describe("A folder id, or 'unfiled'"),
  type: z.enum(documentTypes).optional(),
  propertyId: z.string().uuid().optional(),
});
export type ListDocumentsQuery = z.input<typeof listDocumentsQuerySchema>;

export const documentListResponseSchema = z.object({
  results: z.array(documentSchema),
  pagination: paginationSchema,
  meta: z.object({
    hasDocuments: z.boolean().describe('The account has at least one document, whatever the filters'),
    counts: folderCountsSchema,
  }),
});
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;

export const documentIdParamsSchema = z.object({ id: z.string().uuid() });

export const documentFolderSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  documentsCount: z.number().int(),
  createdAt: z.string(),
});
export type DocumentFolder = z.infer<typeof documentFolderSchema>;

export const documentFoldersResponseSchema = z.object({ folders: z.array(documentFolderSchema), counts: folderCountsSchema });
export type DocumentFoldersResponse = z.infer<typeof documentFoldersResponseSchema>;

export const createDocumentFolderInputSchema = z.object({ name: singleLineTextSchema(80).min(1, 'Name is required') }).strict();
export type CreateDocumentFolderInput = z.input<typeof createDocumentFolderInputSchema>;

/** PUT /documents/move-to-folder: folderId null takes the documents out of any folder. */
export const moveDocumentsInputSchema = z
  .object({ documentIds: idListSchema, folderId: z.string().uuid().nullable() })
  .strict();
export type MoveDocumentsInput = z.input<typeof moveDocumentsInputSchema>;

export const moveDocumentsResponseSchema = z.object({
  message: z.string(),
  documentIds: z.array(z.string().uuid()),
  folderId: z.string().uuid().nullable(),
});
export type MoveDocumentsResponse = z.infer<typeof moveDocumentsResponseSchema>;

/**
 * Uploads (DESIGN.md "Uploads", spec point 5): type from magic bytes, images re-encoded without
 * metadata and given a 480-px WebP preview, decompression bombs refused, server-made storage keys.
 */
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { v7 as uuidv7 } from 'uuid';
import { fileKindOf, maxBytesFor, checkAttachmentLimits, type FileKind, type StoredFile } from '@lintel/shared';
import type { AppDeps, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { files } from './files.table.ts';

export type FileRow = typeof files.$inferSelect;
export type FilesService = ReturnType<typeof createFilesService>;

/** Images larger than this many pixels are refused (decompression-bomb guard). */
const MAX_IMAGE_PIXELS = 50_000_000;
const PREVIEW_WIDTH = 480;
/** Formats sharp re-encodes; HEIC/HEIF and GIF are kept as uploaded (no preview for HEIC). */
const reencodable = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

export function createFilesService(deps: AppDeps) {
  const { db, storage, fileUrls } = deps;

  function toDto(row: FileRow): StoredFile {
    return {
      id: row.id,
      name: row.name,
      mimeType: row.mimeType,
      size: row.size,
      url: fileUrls.url(row.id),
      previewUrl: row.previewKey ? fileUrls.url(row.id, 'preview') : null,
    };
  }

  return {
    toDto,

    /**
     * Stores one uploaded file for an account. Throws UNSUPPORTED_MEDIA_TYPE (415) when the content is
     * not an accepted image, video or PDF, FILE_TOO_LARGE (413) past the kind's limit, and
     * VALIDATION_FAILED (422) for an image that cannot be decoded or is too large in pixels.
     */
    async upload(accountId: string, originalName: string, data: Buffer): Promise<StoredFile> {
      const detected = await fileTypeFromBuffer(data);
      const mimeType = detected?.mime === 'video/x-ms-asf' ? 'video/x-ms-wmv' : detected?.mime;
      const kind = mimeType ? fileKindOf(mimeType) : null;
      if (!mimeType || !kind) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'This kind of file is not accepted. Upload an image (JPEG, PNG, WebP, GIF, HEIC), a video (MP4, MOV, WebM, MPEG, WMV, AVI) or a PDF.',
        );
      }
      if (data.length > maxBytesFor(kind)) {
        throw new AppError('FILE_TOO_LARGE', `The file is larger than ${Math.round(maxBytesFor(kind) / 1024 / 1024)} MB`);
      }
      const id = uuidv7();
      const base = `${accountId}/${id}`;
      let bytes = data;
      let previewKey: string | null = null;
      if (kind === 'image' && (reencodable.has(mimeType) || mimeType === 'image/gif')) {
        try {
          const image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
          if (reencodable.has(mimeType)) {
            // Re-encoding drops EXIF (GPS position of the home) and anything smuggled after the image data.
            bytes = await image.clone().rotate().toFormat(detected!.ext as 'jpeg' | 'png' | 'webp' | 'avif').toBuffer();
          }
          const preview = await image.clone().rotate().resize({ width: PREVIEW_WIDTH, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
          previewKey = `${base}-preview.webp`;
          await storage.put(previewKey, preview);
        } catch (error) {
          const message = error instanceof Error && /pixel limit/i.test(error.message)
            ? 'The image is too large in pixels'
            : 'The image could not be read';
          throw new AppError('VALIDATION_FAILED', message, [{ path: 'file', message }]);
        }
      }
      const storageKey = `${base}.${detected!.ext}`;
      await storage.put(storageKey, bytes);
      const name = sanitizeName(originalName) || `upload.${detected!.ext}`;
      const [row] = await db
        .insert(files)
        .values({ id, accountId, name, mimeType, kind, size: bytes.length, storageKey, previewKey })
        .returning();
      return toDto(row!);
    },

    /** The file row if the account owns it. */
    async findOwn(accountId: string, id: string): Promise<FileRow | undefined> {
      const [row] = await db.select().from(files).where(and(eq(files.id, id), eq(files.accountId, accountId))).limit(1);
      return row;
    },

    async findById(id: string): Promise<FileRow | undefined> {
      const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
      return row;
    },

    /**
     * Checks that every id is a file of this account (and of `kind` when given) and that the set keeps
     * the spec point 5 limits. Throws VALIDATION_FAILED (422) naming `path`; another account's file
     * reads as missing.
     */
    async assertOwnFiles(
      accountId: string,
      ids: readonly string[],
      options: { kind?: FileKind; path: string; executor?: Executor },
    ): Promise<FileRow[]> {
      if (ids.length === 0) return [];
      const unique = [...new Set(ids)];
      const rows = await (options.executor ?? db)
        .select()
        .from(files)
        .where(and(eq(files.accountId, accountId), inArray(files.id, unique)));
      const missing = unique.filter((id) => !rows.some((row) => row.id === id));
      if (missing.length > 0) {
        throw new AppError('VALIDATION_FAILED', 'Some files do not exist', missing.map((id) => ({ path: options.path, message: `File ${id} not found` })));
      }
      const wrongKind = options.kind ? rows.filter((row) => row.kind !== options.kind) : [];
      if (wrongKind.length > 0) {
        throw new AppError('VALIDATION_FAILED', `Only ${options.kind} files can be used here`, wrongKind.map((row) => ({ path: options.path, message: `${row.name} is not an ${options.kind}` })));
      }
      const limit = checkAttachmentLimits(rows);
      if (limit) throw new AppError('ATTACHMENT_LIMIT', limit, [{ path: options.path, message: limit }]);
      return rows;
    },

    /** Files by id in one query, as DTOs keyed by id (for list pages: a fixed query count). */
    async dtosByIds(ids: readonly string[], executor: Executor = db): Promise<Map<string, StoredFile>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await executor.select().from(files).where(inArray(files.id, unique));
      return new Map(rows.map((row) => [row.id, toDto(row)]));
    },

    open(row: FileRow, variant: 'original' | 'preview') {
      const key = variant === 'preview' && row.previewKey ? row.previewKey : row.storageKey;
      const mimeType = variant === 'preview' && row.previewKey ? 'image/webp' : row.mimeType;
      return { stream: storage.get(key), mimeType };
    },
  };
}

/** Keeps a readable file name: no paths, no control characters, at most 180 characters. */
function sanitizeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && !'"<>'.includes(c));
  return printable.join('').trim().slice(0, 180);
}

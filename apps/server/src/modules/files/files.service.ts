/**
 * Uploads (docs/design.md#uploads, spec point 5): streamed into storage, type from magic bytes, size
 * counted as the bytes arrive, images re-encoded without metadata and given a 480-px WebP preview,
 * decompression bombs refused, server-made storage keys.
 */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { v7 as uuidv7 } from 'uuid';
import { fileKindOf, maxBytesFor, checkAttachmentLimits, type FileKind, type StoredFile } from '@lintel/shared';
import type { AppDeps, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { StorageObjectMissingError, type ByteRange } from '../../platform/storage.ts';
import { files } from './files.table.ts';

export type FileRow = typeof files.$inferSelect;
export type FilesService = ReturnType<typeof createFilesService>;
/** An upload whose bytes are stored and whose row is not written yet (FilesService.stage). */
export interface StagedFile {
  id: string;
  accountId: string;
  name: string;
  mimeType: string;
  kind: FileKind;
  /** Bytes as stored (after re-encoding for images). */
  size: number;
  storageKey: string;
  previewKey: string | null;
}

/** Bytes read before the type is decided (enough for the first entries of an office file's zip). */
export const SNIFF_BYTES = 64 * 1024;

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
     * Stores the bytes of one upload for an account without creating its row yet (see `commit` and
     * `discard`), so a request that turns out to be refused leaves nothing behind. The type comes
     * from the first bytes (magic bytes), never from the name; the size is counted while streaming
     * and reading stops at the kind's limit. Images are buffered (up to 15 MB) to be re-encoded
     * without metadata and given a 480-px WebP preview; videos and documents stream straight to
     * storage. Throws UNSUPPORTED_MEDIA_TYPE (415) when the content is not an accepted image, video or
     * document (PDF, office file, .txt/.csv text),
     * FILE_TOO_LARGE (413) past the kind's limit (spec point 5), VALIDATION_FAILED (422) for an empty
     * file or an image that cannot be decoded or is too large in pixels; a failing source stream's
     * own error is rethrown.
     */
    async stage(accountId: string, originalName: string, source: Readable | Buffer): Promise<StagedFile> {
      const { head, body } = await splitHead(Buffer.isBuffer(source) ? Readable.from([source]) : source, SNIFF_BYTES);
      if (head.length === 0) {
        body.destroy();
        throw new AppError('VALIDATION_FAILED', 'The file is empty', [{ path: 'file', message: 'Empty file' }]);
      }
      const detected = await detectUploadType(head, originalName);
      const mimeType = detected?.mime;
      const kind = mimeType ? fileKindOf(mimeType) : null;
      if (!detected || !mimeType || !kind) {
        body.destroy();
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'This kind of file is not accepted. Upload an image (JPEG, PNG, WebP, GIF, HEIC), a video (MP4, MOV, WebM, MPEG, WMV, AVI), a PDF, an office document (DOCX, XLSX, PPTX, ODT, ODS) or a .txt/.csv text file.',
        );
      }
      const id = uuidv7();
      const base = `${accountId}/${id}`;
      const storageKey = `${base}.${detected.ext}`;
      const name = sanitizeName(originalName) || `upload.${detected.ext}`;
      const counted = { bytes: 0 };
      const limited = Readable.from(limitBytes(body, maxBytesFor(kind), counted), { objectMode: false });
      if (kind !== 'image') {
        await storage.put(storageKey, limited, { contentType: mimeType });
        return { id, accountId, name, mimeType, kind, size: counted.bytes, storageKey, previewKey: null };
      }
      const data = await buffer(limited);
      let bytes = data;
      let previewKey: string | null = null;
      if (reencodable.has(mimeType) || mimeType === 'image/gif') {
        let preview: Buffer;
        try {
          const image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
          if (reencodable.has(mimeType)) {
            // Re-encoding drops EXIF (GPS position of the home) and anything smuggled after the image data.
            bytes = await image.clone().rotate().toFormat(detected.ext as 'jpeg' | 'png' | 'webp' | 'avif').toBuffer();
          }
          preview = await image.clone().rotate().resize({ width: PREVIEW_WIDTH, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
        } catch (error) {
          const message = error instanceof Error && /pixel limit/i.test(error.message)
            ? 'The image is too large in pixels'
            : 'The image could not be read';
          throw new AppError('VALIDATION_FAILED', message, [{ path: 'file', message }]);
        }
        previewKey = `${base}-preview.webp`;
        await storage.put(previewKey, preview, { contentType: 'image/webp' });
      }
      try {
        await storage.put(storageKey, bytes, { contentType: mimeType });
      } catch (error) {
        if (previewKey) await storage.delete(previewKey).catch(() => undefined);
        throw error;
      }
      return { id, accountId, name, mimeType, kind, size: bytes.length, storageKey, previewKey };
    },

    /** Creates the row of a staged file (inside `executor`'s transaction when given). */
    async commit(staged: StagedFile, executor: Executor = db): Promise<StoredFile> {
      const [row] = await executor.insert(files).values(staged).returning();
      return toDto(row!);
    },

    /** Removes a staged file's bytes (a refused request keeps nothing). */
    async discard(staged: StagedFile): Promise<void> {
      await Promise.all([staged.storageKey, staged.previewKey].filter((key) => key !== null).map((key) => storage.delete(key)));
    },

    /**
     * Stores one file and creates its row: `stage` then `commit` (the bytes are removed again when
     * the row cannot be written). Errors as `stage`.
     */
    async upload(accountId: string, originalName: string, data: Buffer | Readable): Promise<StoredFile> {
      const staged = await this.stage(accountId, originalName, data);
      try {
        return await this.commit(staged);
      } catch (error) {
        await this.discard(staged).catch(() => undefined);
        throw error;
      }
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

    /**
     * The bytes of a file (or its preview, or `range` of them) as a stream, with the type to serve them as. Throws
     * FILE_NOT_FOUND (404) when the storage holds nothing under the row's key.
     */
    async open(row: FileRow, variant: 'original' | 'preview', range?: ByteRange): Promise<{ stream: Readable; mimeType: string }> {
      const key = variant === 'preview' && row.previewKey ? row.previewKey : row.storageKey;
      const mimeType = variant === 'preview' && row.previewKey ? 'image/webp' : row.mimeType;
      try {
        return { stream: await storage.get(key, range), mimeType };
      } catch (error) {
        if (error instanceof StorageObjectMissingError) throw new AppError('FILE_NOT_FOUND', 'File not found');
        throw error;
      }
    },
  };
}

/**
 * Reads the first `size` bytes (fewer when the stream is shorter) and gives back a stream of all the
 * bytes, those first ones included. Nothing past the head is read until `body` is consumed.
 */
export async function splitHead(source: Readable, size: number): Promise<{ head: Buffer; body: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const first = Buffer.concat(chunks);
  async function* all(): AsyncGenerator<Buffer> {
    if (first.length > 0) yield first;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  const body = Readable.from(all(), { objectMode: false });
  // Destroying the body before it is read must still release the source.
  body.once('close', () => {
    if (!source.readableEnded) source.destroy();
  });
  return { head: first.subarray(0, size), body };
}

/** Passes bytes through, counting them into `counted`; past `max` it fails with FILE_TOO_LARGE (413). */
async function* limitBytes(source: AsyncIterable<Buffer>, max: number, counted: { bytes: number }): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    counted.bytes += chunk.length;
    if (counted.bytes > max) {
      // Closing the connection stops the client sending the rest of an oversized body.
      throw new AppError('FILE_TOO_LARGE', `The file is larger than ${Math.round(max / 1024 / 1024)} MB`, undefined, { connection: 'close' });
    }
    yield chunk;
  }
}

/**
 * The type of an upload from its first bytes: magic bytes (file-type), or, for a file named .txt or
 * .csv, UTF-8 text without control characters and not starting with markup. Undefined when neither.
 */
export async function detectUploadType(head: Buffer, name: string): Promise<{ mime: string; ext: string } | undefined> {
  const detected = await fileTypeFromBuffer(head);
  if (detected) return { mime: detected.mime === 'video/x-ms-asf' ? 'video/x-ms-wmv' : detected.mime, ext: detected.ext };
  const textExt = /\.(txt|csv)$/i.exec(name.trim())?.[1]?.toLowerCase();
  if (textExt && isPlainText(head)) return textExt === 'csv' ? { mime: 'text/csv', ext: 'csv' } : { mime: 'text/plain', ext: 'txt' };
  return undefined;
}

function isPlainText(head: Buffer): boolean {
  let text: string;
  try {
    // stream: true, so a character cut at the end of the head is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text) && !/^\uFEFF?\s*</.test(text);
}

/**
 * The one byte range a `Range` header asks of a `size`-byte file: undefined when there is no header
 * or it is not a single `bytes=` range (the whole file is sent, as RFC 9110 allows). Throws
 * RANGE_NOT_SATISFIABLE (416) for a range that starts past the end.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1]!, match[2]!];
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start || (first === '' && Number(last) === 0)) {
    throw new AppError('RANGE_NOT_SATISFIABLE', `The file has ${size} bytes`, undefined, { 'content-range': `bytes */${size}` });
  }
  return { start, end };
}

/** Keeps a readable file name: no paths, no control characters, at most 180 characters. */
function sanitizeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && !'"<>'.includes(c));
  return printable.join('').trim().slice(0, 180);
}

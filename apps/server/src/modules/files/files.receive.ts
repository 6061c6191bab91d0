/**
 * Reading the one file of a multipart upload (POST /files and the public application-link upload),
 * streamed: the first file part is staged as it arrives; any further file part is only sniffed for
 * its type and drained, and then the whole request is refused with 422 saying why (spec point 5:
 * one file per request, at most 10 files, at most 2 videos) and the staged bytes are removed.
 */
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { checkAttachmentLimits, MAX_ATTACHMENT_FILES, MAX_VIDEO_BYTES } from '@lintel/shared';
import { AppError } from '../../platform/errors.ts';
import { detectUploadType, SNIFF_BYTES, type FilesService, type StagedFile } from './files.service.ts';

const multipartLimits = {
  // One byte past the largest kind's limit, so the service's own counter (which answers 413 and
  // stops reading) always trips before busboy would silently truncate the part.
  fileSize: MAX_VIDEO_BYTES + 1,
  // Enough parts to tell "11 files" from "2 files"; busboy refuses the one after.
  files: MAX_ATTACHMENT_FILES + 1,
  fields: 5,
  parts: MAX_ATTACHMENT_FILES + 6,
};

/**
 * Stages the single file part (form field name is free; `file` by convention) of `request` for
 * `accountId`. Throws UNSUPPORTED_MEDIA_TYPE (415) for a body that is not multipart, BAD_REQUEST
 * (400) for a truncated or malformed multipart body, VALIDATION_FAILED (422) when no file was sent,
 * ATTACHMENT_LIMIT (422) when more than one file was sent, and the errors of FilesService.stage
 * (413, 415, 422). On any error nothing stays stored. The caller commits the result.
 */
export async function receiveOneFile(request: FastifyRequest, files: FilesService, accountId: string): Promise<StagedFile> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
  let staged: StagedFile | undefined;
  const mimeTypes: string[] = [];
  let tooManyParts = false;
  try {
    for await (const part of request.parts({ limits: multipartLimits })) {
      if (part.type !== 'file') continue;
      if (mimeTypes.length === 0) {
        const file = await files.stage(accountId, part.filename, part.file);
        staged = file;
        mimeTypes.push(file.mimeType);
      } else {
        mimeTypes.push(await sniffAndDrain(part.file, part.filename));
      }
    }
  } catch (error) {
    if (staged) await files.discard(staged).catch(() => undefined);
    if (isLimitError(error)) tooManyParts = true;
    else throw asUploadError(error);
  }
  if (mimeTypes.length === 0 && !tooManyParts) {
    throw new AppError('VALIDATION_FAILED', 'No file was sent', [{ path: 'file', message: 'Required' }]);
  }
  if (mimeTypes.length > 1 || tooManyParts) {
    if (staged) await files.discard(staged).catch(() => undefined);
    const count = mimeTypes.length;
    const limit = tooManyParts
      ? `At most ${MAX_ATTACHMENT_FILES} files can be attached`
      : checkAttachmentLimits(mimeTypes.map((mimeType) => ({ mimeType })));
    const why = `one file per request (${tooManyParts ? 'more than ' : ''}${count} files were sent, nothing was stored)`;
    const message = limit ? `${limit}; send ${why}` : `Send ${why}`;
    throw new AppError('ATTACHMENT_LIMIT', message, [{ path: 'file', message }]);
  }
  return staged!;
}

/** Reads a further part to its end, keeping only its first bytes to name its type ('' if unknown). */
async function sniffAndDrain(source: Readable, name: string): Promise<string> {
  const head: Buffer[] = [];
  let length = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    if (length < SNIFF_BYTES) {
      head.push(chunk);
      length += chunk.length;
    }
  }
  return (await detectUploadType(Buffer.concat(head).subarray(0, SNIFF_BYTES), name))?.mime ?? '';
}

function isLimitError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT';
}

/**
 * AppErrors and Fastify's own 4xx errors pass through; what busboy throws for a cut or malformed
 * body ("Unexpected end of form", a premature close) becomes a 400 instead of a 500.
 */
function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode, message } = (error ?? {}) as { code?: unknown; statusCode?: unknown; message?: unknown };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error;
  const text = typeof message === 'string' ? message : '';
  if (code === 'FST_MP_PREMATURE_CLOSE' || /unexpected end of|terminated early|malformed|premature close|boundary/i.test(text)) {
    return new AppError('BAD_REQUEST', 'The multipart body is incomplete or malformed', [{ path: 'file', message: 'Truncated upload' }]);
  }
  return error;
}

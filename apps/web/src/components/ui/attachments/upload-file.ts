/** POST /files (multipart, one part named `file`) → the stored file with signed urls (docs/design.md#uploads). */
import type { StoredFile } from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';

export function uploadFile(file: File, signal?: AbortSignal): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file);
  return api.post<StoredFile>('/files', form, { signal });
}

/** The MIME type the browser reports, or one guessed from the extension (some systems report '' for HEIC). */
export function mimeTypeOf(file: File): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const byExtension: Record<string, string> = {
    heic: 'image/heic',
    heif: 'image/heif',
    mov: 'video/quicktime',
    wmv: 'video/x-ms-wmv',
    avi: 'video/x-msvideo',
    mpg: 'video/mpeg',
    mpeg: 'video/mpeg',
  };
  return byExtension[extension] ?? 'application/octet-stream';
}

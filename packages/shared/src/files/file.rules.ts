/** Attachment rules of spec points 5 and 9: images and listed video types; at most 10 files, 2 videos. */

export const MAX_ATTACHMENT_FILES = 10;
export const MAX_ATTACHMENT_VIDEOS = 2;
/** Largest single upload, in bytes (images 15 MB, videos 200 MB, documents 25 MB). */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

/** Spec point 5: video types webm, mpg, mp4, mov, wmv, avi, mpeg; images include heic and heif. */
export const videoMimeTypes = [
  'video/webm',
  'video/mpeg',
  'video/mp4',
  'video/quicktime',
  'video/x-ms-wmv',
  'video/x-ms-asf',
  'video/x-msvideo',
  'video/vnd.avi',
] as const;
export const imageMimeTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
] as const;
/** Documents (issue 11 item 11): PDF, office files and plain text, typed by content on the server. */
export const documentMimeTypes = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/plain',
  'text/csv',
] as const;

/** What a document picker offers (Documents); attachments keep `acceptedUploadExtensions`. */
export const documentUploadExtensions = ['.pdf', '.docx', '.xlsx', '.pptx', '.odt', '.ods', '.txt', '.csv'];

export const acceptedUploadExtensions = [
  '.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif', '.heic', '.heif',
  '.webm', '.mpg', '.mpeg', '.mp4', '.mov', '.wmv', '.avi', '.pdf',
];

export type FileKind = 'image' | 'video' | 'document';

/** Which kind a detected MIME type is, or null when Lintel does not accept it. */
export function fileKindOf(mimeType: string): FileKind | null {
  if ((imageMimeTypes as readonly string[]).includes(mimeType)) return 'image';
  if ((videoMimeTypes as readonly string[]).includes(mimeType)) return 'video';
  if ((documentMimeTypes as readonly string[]).includes(mimeType)) return 'document';
  return null;
}

/** Byte limit for a kind of file. */
export function maxBytesFor(kind: FileKind): number {
  return kind === 'video' ? MAX_VIDEO_BYTES : kind === 'image' ? MAX_IMAGE_BYTES : MAX_DOCUMENT_BYTES;
}

/**
 * Checks a set of attachments against spec point 5 (at most 10 files, at most 2 videos).
 * Returns a message naming the broken limit, or null when the set is within limits.
 */
export function checkAttachmentLimits(files: ReadonlyArray<{ mimeType: string }>): string | null {
  if (files.length > MAX_ATTACHMENT_FILES) return `At most ${MAX_ATTACHMENT_FILES} files can be attached`;
  const videos = files.filter((file) => fileKindOf(file.mimeType) === 'video').length;
  if (videos > MAX_ATTACHMENT_VIDEOS) return `At most ${MAX_ATTACHMENT_VIDEOS} videos can be attached`;
  return null;
}

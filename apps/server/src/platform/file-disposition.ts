/**
 * How an uploaded file is served (issue #10 defect 6, docs/design.md#security-baseline): only raster
 * images and videos, which Lintel re-encodes or that cannot run script, are shown inline. Everything
 * else (PDF, documents, anything unknown) is `Content-Disposition: attachment` under a sandboxing CSP,
 * so a PDF or HTML file with scripts is never rendered from Lintel's origin.
 */

const INLINE_TYPES = /^(image\/(png|jpeg|webp|gif|avif)|video\/[a-z0-9.+-]+)$/i;

/** RFC 6266 filename parameters: an ASCII fallback and the UTF-8 name. */
function filenameParameters(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The Content-Disposition and Content-Security-Policy headers for a stored file of `mimeType`. */
export function servedFileHeaders(
  mimeType: string,
  name: string,
): { 'content-disposition': string; 'content-security-policy': string } {
  const inline = INLINE_TYPES.test(mimeType.split(';')[0]!.trim());
  return {
    'content-disposition': `${inline ? 'inline' : 'attachment'}; ${filenameParameters(name)}`,
    'content-security-policy': inline ? "default-src 'none'; img-src 'self'; media-src 'self'; sandbox" : "default-src 'none'; sandbox",
  };
}

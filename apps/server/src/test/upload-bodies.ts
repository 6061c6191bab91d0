/** Multipart bodies for upload tests: several parts, cut bodies, and large bodies made as streams. */
import { Readable } from 'node:stream';

const boundary = '----lintel-upload-test';
const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };

function partHeader(name: string, contentType = 'application/octet-stream'): Buffer {
  return Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${contentType}\r\n\r\n`);
}
const closing = Buffer.from(`--${boundary}--\r\n`);

/** One body with a `file` part per entry; `truncate` cuts it off in the middle of the last part. */
export function multipartParts(parts: Array<{ name: string; data: Buffer }>, options: { truncate?: boolean } = {}) {
  const chunks = parts.flatMap((part) => [partHeader(part.name), part.data, Buffer.from('\r\n')]);
  const whole = Buffer.concat([...chunks, closing]);
  const payload = options.truncate ? whole.subarray(0, whole.length - closing.length - 2 - Math.floor((parts.at(-1)?.data.length ?? 0) / 2)) : whole;
  return { payload, headers };
}

/** A small file that file-type reads as MP4 (brand `isom`) or QuickTime (brand `qt  `). */
export function videoBytes(size = 2048, brand: 'isom' | 'qt  ' = 'isom'): Buffer {
  const box = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftyp'), ...Buffer.from(brand), 0, 0, 2, 0, ...Buffer.from(brand), ...Buffer.from('iso2')]);
  return Buffer.concat([box, Buffer.alloc(Math.max(0, size - box.length), 7)]);
}

/** A small file that file-type reads as a PDF. */
export function pdfBytes(size = 2048): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

/**
 * A one-file multipart body of `totalBytes` file bytes (starting with `head`) made as a stream: the
 * same 64 KB filler chunk is sent again and again, so the test itself allocates almost nothing.
 * `pulled()` is how many file bytes the consumer has asked for so far.
 */
export function streamedMultipart(name: string, head: Buffer, totalBytes: number) {
  const filler = Buffer.alloc(64 * 1024, 0x2e);
  let pulled = 0;
  function* generate(): Generator<Buffer> {
    yield partHeader(name);
    yield head;
    pulled = head.length;
    while (pulled < totalBytes) {
      const chunk = totalBytes - pulled >= filler.length ? filler : filler.subarray(0, totalBytes - pulled);
      pulled += chunk.length;
      yield chunk;
    }
    yield Buffer.from('\r\n');
    yield closing;
  }
  const contentLength = partHeader(name).length + totalBytes + 2 + closing.length;
  return {
    stream: Readable.from(generate(), { objectMode: false }),
    headers: { ...headers, 'content-length': String(contentLength) },
    pulled: () => pulled,
  };
}

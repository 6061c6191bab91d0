/** Multipart bodies for upload tests: several parts, cut bodies, and large bodies made as streams. */
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

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

/** A zip of uncompressed entries (enough for type detection of office files). */
export function storedZip(entries: Array<{ name: string; data: string }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal .docx (its [Content_Types].xml names the Word main part). */
export function docxBytes(): Buffer {
  return storedZip([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    { name: 'word/document.xml', data: '<w:document/>' },
  ]);
}

/** A minimal .odt (its first entry `mimetype` names the type, as the OpenDocument format requires). */
export function odtBytes(): Buffer {
  return storedZip([{ name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' }, { name: 'content.xml', data: '<office:document-content/>' }]);
}

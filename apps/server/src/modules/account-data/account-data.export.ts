/**
 * Builds the zip of an account's data (issue 30 item 15): `records/<table>.json` and `.csv` for the rows
 * it owns, `records/shared/<table>.json` and `.csv` for others' rows it takes part in, every stored file
 * it owns byte for byte under `files/`, and `manifest.json` with the size and SHA-256 of every other entry.
 */
import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import JSZip from 'jszip';
import type { AccountExportManifest } from '@lintel/shared';
import type { Executor } from '../../platform/deps.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { ownedWhere, readCatalog, selectRows, sharedWhere, STORAGE_KEY_COLUMNS } from './account-data.catalog.ts';

/** A stored object the export carries: its zip path and storage key. */
interface StoredObject {
  path: string;
  storageKey: string;
}

/** The manifest's entry of one zip file, with the storage key the import puts the bytes back under. */
type ManifestFile = AccountExportManifest['files'][number] & { storageKey?: string };

/** Called with 0–100 as the export goes. */
export type ProgressListener = (percent: number) => Promise<void> | void;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Strings a spreadsheet would run as a formula are prefixed with a quote (CSV injection). */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV of `rows`: a header of every column seen, then one line per row (objects as JSON). */
export function toCsv(rows: readonly Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns.map(csvCell).join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** A file name safe inside a zip: no directories, no control characters. */
function safeName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[/\\\u0000-\u001f]/g, '_').slice(0, 150) || 'file';
}

/** Hashes and sizes a stored object by streaming it once (nothing held in memory). */
async function hashObject(storage: FileStorage, key: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of await storage.get(key)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** A stream that opens the stored object only when the zip writer reaches it. */
function lazyObject(storage: FileStorage, key: string): Readable {
  return Readable.from(
    (async function* read() {
      yield* await storage.get(key);
    })(),
    { objectMode: false },
  );
}

/**
 * Writes the export zip of `accountId` to `storage` under `storageKey` and answers its size in bytes.
 * Reads with `db` outside any transaction; `onProgress` hears 0–100. Throws what storage or the database throws.
 */
export async function writeAccountExport(
  db: Executor,
  storage: FileStorage,
  accountId: string,
  storageKey: string,
  now: Date,
  onProgress: ProgressListener,
): Promise<number> {
  const zip = new JSZip();
  const manifest: AccountExportManifest & { files: ManifestFile[] } = {
    format: 'lintel-account-export',
    version: 1,
    accountId,
    exportedAt: now.toISOString(),
    tables: {},
    files: [],
  };
  const addText = (path: string, text: string) => {
    zip.file(path, text);
    manifest.files.push({ path, size: Buffer.byteLength(text), sha256: sha256(text) });
  };
  const tables = await readCatalog(db);
  const objects: StoredObject[] = [];
  const names = [...tables.keys()].sort();
  let done = 0;
  for (const name of names) {
    const table = tables.get(name)!;
    const owned = ownedWhere(tables, table, accountId);
    const shared = sharedWhere(tables, table, accountId);
    const ownedRows = owned ? await selectRows(db, name, owned) : [];
    const sharedRows = shared ? await selectRows(db, name, shared) : [];
    if (ownedRows.length > 0) {
      addText(`records/${name}.json`, `${JSON.stringify(ownedRows, null, 2)}\n`);
      addText(`records/${name}.csv`, toCsv(ownedRows));
    }
    if (sharedRows.length > 0) {
      addText(`records/shared/${name}.json`, `${JSON.stringify(sharedRows, null, 2)}\n`);
      addText(`records/shared/${name}.csv`, toCsv(sharedRows));
    }
    if (ownedRows.length + sharedRows.length > 0) manifest.tables[name] = { owned: ownedRows.length, shared: sharedRows.length };
    for (const column of STORAGE_KEY_COLUMNS[name] ?? []) {
      for (const row of ownedRows) {
        const key = row[column];
        if (typeof key !== 'string' || !key) continue;
        const path = name === 'files' ? `files/${String(row.id)}/${safeName(String(row.name))}` : `stored/${name}/${safeName(key)}`;
        objects.push({ path, storageKey: key });
      }
    }
    done += 1;
    await onProgress(Math.floor((done / names.length) * 30));
  }
  for (const [index, object] of objects.entries()) {
    const { size, sha256: sum } = await hashObject(storage, object.storageKey);
    zip.file(object.path, lazyObject(storage, object.storageKey), { binary: true });
    manifest.files.push({ path: object.path, size, sha256: sum, storageKey: object.storageKey });
    await onProgress(30 + Math.floor(((index + 1) / objects.length) * 30));
  }
  zip.file('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  let size = 0;
  let reported = 60;
  const pending: Promise<void>[] = [];
  const stream = zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE', compressionOptions: { level: 6 } }, (meta) => {
    const percent = 60 + Math.floor(meta.percent * 0.39);
    if (percent > reported) {
      reported = percent;
      pending.push(Promise.resolve(onProgress(percent)));
    }
  });
  // JSZip's stream is an old-style Readable (not async iterable): piped through a core PassThrough.
  const counted = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  stream.on('error', (error: Error) => counted.destroy(error));
  stream.pipe(counted);
  await storage.put(storageKey, counted, { contentType: 'application/zip' });
  await Promise.all(pending);
  return size;
}

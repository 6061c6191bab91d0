/**
 * Imports an export zip into a Lintel database where the account does not exist yet (a fresh
 * install, or one that never had it): every owned record (`records/<table>.json`) comes back with its
 * ids, every stored file byte for byte under its storage key. Others' records (`records/shared/`) are
 * not imported: they belong to the other party. References to people or records that are not in the
 * database (the landlord of a tenant, a provider) are cleared when the column allows it; a row that
 * cannot stand without one is left out. The password is not exported: the user sets a new one with
 * "Forgot password".
 */
import { createHash } from 'node:crypto';
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { accountExportManifestSchema, type AccountExportManifest } from '@lintel/shared';
import type { Database } from '../../platform/db.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { readCatalog, rowsOf } from './account-data.catalog.ts';

export interface ImportSummary {
  accountId: string;
  /** Rows inserted per table. */
  tables: Record<string, number>;
  files: number;
  /** Rows left out because a required reference was missing, per table. */
  dropped: Record<string, number>;
}

/** Thrown when the zip is not a Lintel export, a file does not match the manifest, or the account exists. */
export class ImportError extends Error {}

/**
 * Reads `zipBytes` (a Lintel account export), checks every file against the manifest (size and
 * SHA-256), and imports the owned records and files in one transaction. Throws ImportError when the
 * zip is not an export, does not match its manifest, or its account (id or e-mail) exists already.
 * Needs a connection allowed to set `session_replication_role` (the database owner or superuser,
 * as the embedded server's and PGlite's are): rows go in with foreign keys checked afterwards.
 */
export async function importAccountExport(db: Database, storage: FileStorage, zipBytes: Buffer): Promise<ImportSummary> {
  const zip = await JSZip.loadAsync(zipBytes);
  const manifestFile = zip.file('manifest.json');
  if (!manifestFile) throw new ImportError('Not a Lintel export: manifest.json is missing');
  const parsed = accountExportManifestSchema.safeParse(JSON.parse(await manifestFile.async('string')));
  if (!parsed.success) throw new ImportError('Not a Lintel export: manifest.json is not readable');
  const manifest = parsed.data;
  const storageKeys = new Map<string, string>();
  const rawFiles = (JSON.parse(await manifestFile.async('string')) as { files: Array<{ path: string; storageKey?: string }> }).files;
  for (const entry of rawFiles) if (entry.storageKey) storageKeys.set(entry.path, entry.storageKey);
  const contents = new Map<string, Buffer>();
  for (const entry of manifest.files) {
    const file = zip.file(entry.path);
    if (!file) throw new ImportError(`${entry.path} is listed in the manifest but missing from the zip`);
    const bytes = await file.async('nodebuffer');
    if (bytes.length !== entry.size || createHash('sha256').update(bytes).digest('hex') !== entry.sha256) {
      throw new ImportError(`${entry.path} does not match its SHA-256 in the manifest`);
    }
    contents.set(entry.path, bytes);
  }
  const records = recordsOf(manifest, contents);
  const user = records.get('users')?.[0];
  if (!user || user.id !== manifest.accountId) throw new ImportError('The export has no user record');

  const summary: ImportSummary = { accountId: manifest.accountId, tables: {}, files: 0, dropped: {} };
  const written: string[] = [];
  try {
    for (const entry of manifest.files) {
      const key = storageKeys.get(entry.path);
      if (!key) continue;
      await storage.put(key, contents.get(entry.path)!);
      written.push(key);
      summary.files += 1;
    }
    await db.transaction(async (tx) => {
      const existing = rowsOf<{ id: string }>(await tx.execute(sql`select "id" from "users" where "id" = ${manifest.accountId} or lower("email") = lower(${String(user.email)})`));
      if (existing.length > 0) throw new ImportError('This account (its id or e-mail address) already exists in this database');
      const tables = await readCatalog(tx);
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const [name, rows] of records) {
        const table = tables.get(name);
        if (!table || rows.length === 0) continue;
        // Previews are not exported: the files show without one.
        const values = name === 'files' ? rows.map((row) => ({ ...row, preview_key: null })) : rows;
        await tx.execute(
          sql`insert into ${sql.identifier(name)} select * from json_populate_recordset(null::${sql.identifier(name)}, ${JSON.stringify(values)}::json)`,
        );
        summary.tables[name] = rows.length;
      }
      await tx.execute(sql`set local session_replication_role = origin`);
      // References to rows that are not here: cleared where allowed, else the row is left out (repeated until stable).
      const keys = await foreignKeys(tx);
      for (let pass = 0; pass < 5; pass += 1) {
        let changed = 0;
        for (const key of keys) {
          if (!summary.tables[key.table]) continue;
          const missing = sql`${sql.identifier(key.table)}.${sql.identifier(key.column)} is not null and not exists (select 1 from ${sql.identifier(key.refTable)} r where r.${sql.identifier(key.refColumn)} = ${sql.identifier(key.table)}.${sql.identifier(key.column)})`;
          const result = key.nullable
            ? await tx.execute(sql`update ${sql.identifier(key.table)} set ${sql.identifier(key.column)} = null where ${missing}`)
            : await tx.execute(sql`delete from ${sql.identifier(key.table)} where ${missing}`);
          const count = (result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
          if (!key.nullable && count > 0) summary.dropped[key.table] = (summary.dropped[key.table] ?? 0) + count;
          changed += count;
        }
        if (changed === 0) break;
      }
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
  return summary;
}

/** The owned records of the zip by table, users first (others in the zip's order). */
function recordsOf(manifest: AccountExportManifest, contents: Map<string, Buffer>): Map<string, Record<string, unknown>[]> {
  const records = new Map<string, Record<string, unknown>[]>();
  for (const entry of manifest.files) {
    const match = /^records\/([a-z0-9_]+)\.json$/.exec(entry.path);
    if (!match) continue;
    records.set(match[1]!, JSON.parse(contents.get(entry.path)!.toString('utf8')) as Record<string, unknown>[]);
  }
  const users = records.get('users');
  records.delete('users');
  return new Map([...(users ? [['users', users] as const] : []), ...records]);
}

async function foreignKeys(db: Parameters<typeof readCatalog>[0]) {
  const rows = rowsOf<{ table_name: string; column_name: string; ref_table: string; ref_column: string; is_nullable: string }>(
    await db.execute(sql`
      select kcu.table_name, kcu.column_name, ccu.table_name as ref_table, ccu.column_name as ref_column, c.is_nullable
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      join information_schema.columns c on c.table_schema = tc.table_schema and c.table_name = kcu.table_name and c.column_name = kcu.column_name
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`),
  );
  return rows.map((row) => ({ table: row.table_name, column: row.column_name, refTable: row.ref_table, refColumn: row.ref_column, nullable: row.is_nullable === 'YES' }));
}

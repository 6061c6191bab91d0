/**
 * Logical backup of Lintel's data (issue #10 defect 9): one SQL file that restores into PGlite or
 * PostgreSQL alike. Data only: the schema comes from the migrations, which the restoring side
 * applies first (openDatabase does). The file is a single transaction:
 *   BEGIN; SET LOCAL session_replication_role = replica; TRUNCATE every table; INSERT … ; setval … ; COMMIT;
 * Rows travel as JSON (row_to_json → json_populate_recordset), so numeric, dates, timestamps with
 * their offset, arrays, jsonb and bytea keep their exact values. One statement per line.
 * session_replication_role needs a superuser or the database owner with that right (PGlite: always).
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from './db.ts';

/** Rows per INSERT statement. */
const BATCH_ROWS = 500;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

async function tablesOf(executor: Executor): Promise<string[]> {
  const rows = rowsOf<{ table_name: string }>(
    await executor.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  return rows.map((row) => row.table_name);
}

/**
 * Writes the whole public schema's data as SQL, in one repeatable-read snapshot. `write` receives
 * one line at a time (with its newline). Answers the number of rows per table.
 */
export async function dumpDatabase(db: Database, write: (line: string) => void | Promise<void>): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables = await tablesOf(tx);
    const counts: Record<string, number> = {};
    await write(`-- Lintel backup (data only; apply the migrations first: npm run restore does) taken ${new Date().toISOString()}\n`);
    await write('BEGIN;\n');
    await write('SET LOCAL session_replication_role = replica;\n');
    if (tables.length > 0) await write(`TRUNCATE ${tables.map((table) => `public.${ident(table)}`).join(', ')};\n`);
    for (const table of tables) {
      const columns = rowsOf<{ column_name: string }>(
        await tx.execute(
          sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
        ),
      ).map((row) => ident(row.column_name));
      const rows = rowsOf<{ row: string }>(await tx.execute(sql.raw(`select row_to_json(t)::text as row from public.${ident(table)} t order by 1`)));
      counts[table] = rows.length;
      for (let start = 0; start < rows.length; start += BATCH_ROWS) {
        const json = `[${rows.slice(start, start + BATCH_ROWS).map((row) => row.row).join(',')}]`;
        let tag = 'lintel';
        for (let n = 1; json.includes(`$${tag}$`); n += 1) tag = `lintel${n}`;
        const list = columns.join(', ');
        await write(
          `INSERT INTO public.${ident(table)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::public.${ident(table)}, $${tag}$${json}$${tag}$);\n`,
        );
      }
    }
    const sequences = rowsOf<{ name: string; last_value: string | number | null }>(
      await tx.execute(sql`select sequencename as name, last_value from pg_sequences where schemaname = 'public' order by sequencename`),
    );
    for (const sequence of sequences) {
      if (sequence.last_value === null) continue;
      await write(`SELECT setval(${literal(`public.${ident(sequence.name)}`)}, ${Number(sequence.last_value)}, true);\n`);
    }
    await write('COMMIT;\n');
    return counts;
  });
}

/** Loads a dump made by dumpDatabase into `db` (whose migrations are applied), replacing its data. */
export async function restoreDatabase(db: Database, dump: string): Promise<void> {
  const statements = dump.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('--'));
  if (statements[0] !== 'BEGIN;' || statements.at(-1) !== 'COMMIT;') throw new Error('Not a Lintel backup (it must start with BEGIN; and end with COMMIT;)');
  await db.transaction(async (tx) => {
    for (const statement of statements.slice(1, -1)) await tx.execute(sql.raw(statement));
  });
}

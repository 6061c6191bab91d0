/**
 * Which rows belong to an account, found from the database's own catalogue (information_schema), so a
 * new table is exported, erased and imported without a line here: a table with `account_id` is the
 * account's where that column names it; a table without one belongs through its parent (a foreign key
 * to an owned row: `lease_tenants` through `leases`) or, when it has no parent, through a column that
 * references `users` (`notifications.user_id`). Rows of other accounts the user takes part in (the
 * tenant side of a lease, another owner's conversation, a work order shared with a provider) are
 * "shared": any column referencing `users` that names them, plus the few `participation` rules below.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/deps.ts';

/** Tables never exported, erased generically or imported: sessions, one-time tokens, queues, and this module's own. */
export const INTERNAL_TABLES = new Set([
  'outbox',
  'processed_events',
  'job_runs',
  'refresh_tokens',
  'email_tokens',
  'account_exports',
  'account_closures',
]);

/** Columns left out of an export: secrets that must not travel in a zip sent by e-mail link. */
export const SECRET_COLUMNS: Record<string, readonly string[]> = { users: ['password_hash'] };

/** Columns holding storage keys of the bytes a row owns (exported byte for byte beside the records). */
export const STORAGE_KEY_COLUMNS: Record<string, readonly string[]> = {
  files: ['storage_key'],
  leases: ['unsigned_key', 'signed_key'],
};

export interface ForeignKey {
  column: string;
  table: string;
  nullable: boolean;
}

export interface TableInfo {
  name: string;
  columns: string[];
  hasAccountId: boolean;
  /** Columns referencing users(id), account_id excepted. */
  userColumns: string[];
  /** Foreign keys to other tables than users (self references included). */
  parents: ForeignKey[];
}

/** Rows of a raw query (drizzle's `execute` answers rows or `{ rows }` by driver). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

/** Every table of the public schema (internal ones left out) with its columns and foreign keys, by name. */
export async function readCatalog(db: Executor): Promise<Map<string, TableInfo>> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`),
  );
  const keys = rowsOf<{ table_name: string; column_name: string; ref_table: string; is_nullable: string }>(
    await db.execute(sql`
      select kcu.table_name, kcu.column_name, ccu.table_name as ref_table, c.is_nullable
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      join information_schema.columns c on c.table_schema = tc.table_schema and c.table_name = kcu.table_name and c.column_name = kcu.column_name
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
      order by kcu.table_name, kcu.column_name`),
  );
  const tables = new Map<string, TableInfo>();
  for (const { table_name: name, column_name: column } of columns) {
    if (INTERNAL_TABLES.has(name)) continue;
    const table = tables.get(name) ?? { name, columns: [], hasAccountId: false, userColumns: [], parents: [] };
    table.columns.push(column);
    if (column === 'account_id') table.hasAccountId = true;
    tables.set(name, table);
  }
  for (const key of keys) {
    const table = tables.get(key.table_name);
    if (!table) continue;
    if (key.ref_table === 'users') {
      if (key.column_name !== 'account_id') table.userColumns.push(key.column_name);
    } else {
      table.parents.push({ column: key.column_name, table: key.ref_table, nullable: key.is_nullable === 'YES' });
    }
  }
  return tables;
}

const col = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;

/**
 * The condition (on alias = table name) of the rows `accountId` owns in `table`, or undefined when
 * nothing of the table can be theirs (reference data such as `project_types`).
 */
export function ownedWhere(tables: Map<string, TableInfo>, table: TableInfo, accountId: string, depth = 0): SQL | undefined {
  if (table.name === 'users') return sql`${col('users', 'id')} = ${accountId}`;
  if (table.hasAccountId) return sql`${col(table.name, 'account_id')} = ${accountId}`;
  if (depth > 4) return undefined;
  // Through a required parent row of the account (the first one that can be owned).
  for (const parent of table.parents.filter((key) => !key.nullable && key.table !== table.name)) {
    const parentTable = tables.get(parent.table);
    const parentWhere = parentTable && ownedWhere(tables, parentTable, accountId, depth + 1);
    if (parentWhere) {
      return sql`${col(table.name, parent.column)} in (select ${col(parent.table, 'id')} from ${sql.identifier(parent.table)} where ${parentWhere})`;
    }
  }
  if (table.userColumns.length > 0 && table.parents.every((key) => key.nullable)) {
    return sql.join(table.userColumns.map((column) => sql`${col(table.name, column)} = ${accountId}`), sql` or `);
  }
  return undefined;
}

/** Records of others the user takes part in that no user column of the row itself names. */
const participation: Record<string, (me: string) => SQL> = {
  chat_conversations: (me) => sql`"chat_conversations"."id" in (select "conversation_id" from "chat_participants" where "user_id" = ${me})`,
  chat_messages: (me) => sql`"chat_messages"."conversation_id" in (select "conversation_id" from "chat_participants" where "user_id" = ${me})`,
  chat_participants: (me) => sql`"chat_participants"."conversation_id" in (select "conversation_id" from "chat_participants" p where p."user_id" = ${me})`,
  leases: (me) => sql`"leases"."id" in (select lt."lease_id" from "lease_tenants" lt join "tenants" t on t."id" = lt."tenant_id" where t."user_id" = ${me})`,
  lease_tenants: (me) => sql`"lease_tenants"."tenant_id" in (select "id" from "tenants" where "user_id" = ${me})`,
  transactions: (me) => sql`"transactions"."tenant_id" in (select "id" from "tenants" where "user_id" = ${me})`,
  payments: (me) => sql`"payments"."tenant_id" in (select "id" from "tenants" where "user_id" = ${me})`,
  work_orders: (me) => sql`"work_orders"."id" in (select "work_order_id" from "work_order_quote_requests" where "provider_id" = ${me})`,
};

/** The condition of the rows of others in `table` that the user takes part in, or undefined. */
export function sharedWhere(tables: Map<string, TableInfo>, table: TableInfo, accountId: string): SQL | undefined {
  if (table.name === 'users') return undefined;
  const parts = table.userColumns.map((column) => sql`${col(table.name, column)} = ${accountId}`);
  const rule = participation[table.name];
  if (rule && (table.name !== 'leases' || tables.has('lease_tenants'))) parts.push(rule(accountId));
  if (parts.length === 0) return undefined;
  const owned = ownedWhere(tables, table, accountId);
  const any = sql.join(parts, sql` or `);
  return owned ? sql`(${any}) and not (${owned})` : any;
}

/** The rows of `table` matching `where`, as JSON objects (`row_to_json`: timestamps ISO, numerics numbers). */
export async function selectRows(db: Executor, table: string, where: SQL): Promise<Record<string, unknown>[]> {
  const rows = rowsOf<{ r: string }>(
    await db.execute(sql`select row_to_json(${sql.identifier(table)})::text as r from ${sql.identifier(table)} where ${where} order by 1`),
  );
  const secret = SECRET_COLUMNS[table] ?? [];
  return rows.map(({ r }) => {
    const row = JSON.parse(r) as Record<string, unknown>;
    for (const column of secret) delete row[column];
    return row;
  });
}

/**
 * "Your data, yours" (issue 30 item 15): exports built by a job, and closing an account after a
 * 7-day grace period that a sign-in cancels; then the erase job removes the account's rows and files
 * and leaves the records others keep with the person shown as "Former user".
 */
import { and, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_CLOSURE_GRACE_DAYS, type AccountClosure, type AccountExport, type CloseAccountInput } from '@lintel/shared';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import { endSessions, findUserById, noCompanyDetails, revokeAllRefreshTokens, updateUser } from '../auth/index.ts';
import { INTERNAL_TABLES, readCatalog, rowsOf, STORAGE_KEY_COLUMNS } from './account-data.catalog.ts';
import { writeAccountExport } from './account-data.export.ts';
import { accountClosures, accountExports } from './account-data.table.ts';

export const ACCOUNT_DATA_MAIL_JOB = 'accountData.mail';
export const ACCOUNT_EXPORT_JOB = 'accountData.export';
export const ACCOUNT_ERASE_JOB = 'accountData.erase';

/** The name shown for the person in the records others keep after an erasure. */
export const FORMER_USER_NAME = 'Former user';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Finished exports kept per account (older zips are deleted when a new one is ready). */
export const KEPT_EXPORTS = 3;
/** Where the web shows exports and the closing. */
export const YOUR_DATA_PATH = '/settings?tab=your-data';

type ExportRow = typeof accountExports.$inferSelect;

/** Columns that copy a person's name into records others keep: renamed at erasure (table → [name column, user column]). */
const COPIED_NAMES: ReadonlyArray<[table: string, name: string, user: string]> = [
  ['chat_messages', 'author_name', 'author_id'],
  ['chat_participants', 'name', 'user_id'],
  ['tenant_requests', 'requested_by_name', 'requested_by'],
  ['lease_audit_events', 'actor_name', 'actor_user_id'],
];

/**
 * Records of the closing account that others take part in, kept at erasure for the other party (the
 * person shown as "Former user"), as queries of their ids in dependency order: each may use the ids
 * kept before it (`kept(table)`). A lease with a tenant who has a user keeps its tenants, property
 * (and building), rent and payments; a tenant's request keeps its property; a work order a provider was asked about or took keeps its
 * property and files; a configurator request with providers' quotes stays; a conversation with
 * other participants stays with the files posted in it.
 */
type KeptIds = (table: string) => SQL;
const KEPT_WHEN_SHARED: ReadonlyArray<[table: string, ids: (me: string, kept: KeptIds) => SQL]> = [
  ['leases', (me) => sql`select l."id" from "leases" l join "lease_tenants" lt on lt."lease_id" = l."id" join "tenants" t on t."id" = lt."tenant_id" where l."account_id" = ${me} and t."user_id" is not null and t."user_id" <> ${me}`],
  ['work_orders', (me) => sql`select w."id" from "work_orders" w where w."account_id" = ${me} and ((w."provider_id" is not null and w."provider_id" <> ${me}) or exists (select 1 from "work_order_quote_requests" q where q."work_order_id" = w."id" and q."provider_id" <> ${me}) or exists (select 1 from "work_order_quotes" q where q."work_order_id" = w."id" and q."provider_id" <> ${me}))`],
  ['quote_requests', (me) => sql`select r."id" from "quote_requests" r where r."account_id" = ${me} and exists (select 1 from "quotes" q where q."request_id" = r."id" and q."account_id" <> ${me})`],
  ['tenant_requests', (me) => sql`select "id" from "tenant_requests" where "account_id" = ${me} and "requested_by" is not null and "requested_by" <> ${me}`],
  ['chat_conversations', (me) => sql`select c."id" from "chat_conversations" c where c."account_id" = ${me} and exists (select 1 from "chat_participants" p where p."conversation_id" = c."id" and p."user_id" <> ${me})`],
  ['properties', (me, kept) => sql`select p."id" from "properties" p where p."account_id" = ${me} and (p."id" in (select "property_id" from "leases" where "id" in (${kept('leases')})) or p."id" in (select "property_id" from "work_orders" where "id" in (${kept('work_orders')})) or p."id" in (select "unit_id" from "work_orders" where "id" in (${kept('work_orders')})) or p."id" in (select "property_id" from "tenant_requests" where "id" in (${kept('tenant_requests')})))`],
  ['properties', (me, kept) => sql`select p."parent_id" from "properties" p where p."id" in (${kept('properties')}) and p."parent_id" is not null`],
  ['project_models', (me, kept) => sql`select "project_model_id" from "quote_request_models" where "request_id" in (${kept('quote_requests')})`],
  ['tenants', (me, kept) => sql`select "tenant_id" from "lease_tenants" where "lease_id" in (${kept('leases')})`],
  ['transactions', (me, kept) => sql`select "id" from "transactions" where "account_id" = ${me} and "lease_id" in (${kept('leases')})`],
  ['payments', (me, kept) => sql`select "id" from "payments" where "transaction_id" in (${kept('transactions')})`],
  ['files', (me, kept) => sql`select unnest("attachment_ids" || "document_ids" || coalesce(array["invoice_file_id"], '{}')) from "work_orders" where "id" in (${kept('work_orders')})`],
  ['files', (me, kept) => sql`select unnest("attachment_ids") from "chat_messages" where "conversation_id" in (${kept('chat_conversations')}) or ("author_id" = ${me} and "conversation_id" in (select "conversation_id" from "chat_participants" where "user_id" <> ${me}))`],
];

/** Tables keyed by a user column (no account_id) whose rows are private to that user and erased with them. */
const PRIVATE_USER_TABLES = new Set(['notifications', 'notification_preferences', 'user_widgets', 'calculator_results', 'invitations']);

export type AccountDataService = ReturnType<typeof createAccountDataService>;

export function createAccountDataService(deps: AppDeps) {
  const { db, storage, config } = deps;

  function toDto(row: ExportRow): AccountExport {
    return {
      id: row.id,
      status: row.status,
      percent: row.percent,
      size: row.size,
      downloadPath: row.status === 'ready' ? `/api/account-data/exports/${row.id}/download` : null,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  }

  async function findExport(accountId: string, id: string): Promise<ExportRow> {
    const [row] = await db.select().from(accountExports).where(and(eq(accountExports.id, id), eq(accountExports.accountId, accountId))).limit(1);
    if (!row) throw new AppError('ACCOUNT_EXPORT_NOT_FOUND', 'Export not found');
    return row;
  }

  /** Keeps the newest KEPT_EXPORTS finished exports of an account: older zips and rows are removed. */
  async function pruneExports(accountId: string) {
    const old = await db
      .select({ id: accountExports.id, key: accountExports.storageKey })
      .from(accountExports)
      .where(and(eq(accountExports.accountId, accountId), sql`${accountExports.status} in ('ready', 'failed')`))
      .orderBy(desc(accountExports.createdAt))
      .offset(KEPT_EXPORTS);
    for (const entry of old) {
      await db.delete(accountExports).where(eq(accountExports.id, entry.id));
      if (entry.key) await storage.delete(entry.key).catch(() => undefined);
    }
  }

  async function queueMail(tx: Executor, key: string, to: string, subject: string, text: string) {
    await deps.jobs.send(ACCOUNT_DATA_MAIL_JOB, { to, subject, text }, { key, tx });
  }

  return {
    toDto,

    /**
     * POST /account-data/exports: queues the export job in the same transaction and answers the
     * queued export (202). One at a time: ACCOUNT_EXPORT_RUNNING (409) while another is queued or running.
     */
    async startExport(auth: AuthContext): Promise<AccountExport> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account-export:${auth.accountId}`}))`);
        const [running] = await tx
          .select({ id: accountExports.id })
          .from(accountExports)
          .where(and(eq(accountExports.accountId, auth.accountId), sql`${accountExports.status} in ('queued', 'running')`))
          .limit(1);
        if (running) throw new AppError('ACCOUNT_EXPORT_RUNNING', 'An export of your data is already being built; wait for it to finish');
        const [row] = await tx.insert(accountExports).values({ accountId: auth.accountId }).returning();
        await deps.jobs.send(ACCOUNT_EXPORT_JOB, { exportId: row!.id }, { key: row!.id, tx });
        return toDto(row!);
      });
    },

    /** GET /account-data/exports: the caller's exports, newest first (at most 20). */
    async listExports(auth: AuthContext): Promise<AccountExport[]> {
      const rows = await db.select().from(accountExports).where(eq(accountExports.accountId, auth.accountId)).orderBy(desc(accountExports.createdAt)).limit(20);
      return rows.map(toDto);
    },

    /** GET /account-data/exports/{id}: status and percent. Another account's export is ACCOUNT_EXPORT_NOT_FOUND (404). */
    async getExport(auth: AuthContext, id: string): Promise<AccountExport> {
      return toDto(await findExport(auth.accountId, id));
    },

    /** The zip of a ready export as a stream with its size. 404 for another account's; ACCOUNT_EXPORT_NOT_READY (409) before it is built. */
    async openExport(auth: AuthContext, id: string) {
      const row = await findExport(auth.accountId, id);
      if (row.status !== 'ready' || !row.storageKey) throw new AppError('ACCOUNT_EXPORT_NOT_READY', 'This export is not ready yet');
      return { stream: await storage.get(row.storageKey), size: row.size ?? undefined, createdAt: row.createdAt };
    },

    /**
     * The export job: builds the zip (progress written to the row), stores it, then in one transaction
     * marks it ready, raises `account.exportReady` and queues the e-mail with the link. A failure marks
     * it failed (and rethrows, so the runner logs it).
     */
    async runExport(exportId: string, now: Date): Promise<{ size: number } | null> {
      const [row] = await db.select().from(accountExports).where(eq(accountExports.id, exportId)).limit(1);
      if (!row || row.status === 'ready') return null;
      const user = await findUserById(db, row.accountId);
      if (!user) return null;
      const storageKey = `exports/${row.accountId}/${row.id}.zip`;
      await db.update(accountExports).set({ status: 'running', percent: 1 }).where(eq(accountExports.id, exportId));
      let last = 1;
      try {
        const size = await writeAccountExport(db, storage, row.accountId, storageKey, now, async (percent) => {
          if (percent <= last) return;
          last = percent;
          await db.update(accountExports).set({ percent }).where(eq(accountExports.id, exportId));
        });
        const link = `${config.publicUrl}${YOUR_DATA_PATH}&export=${row.id}`;
        await db.transaction(async (tx) => {
          await tx.update(accountExports).set({ status: 'ready', percent: 100, size, storageKey, finishedAt: now }).where(eq(accountExports.id, exportId));
          await recordEvent(tx, {
            type: 'account.exportReady',
            accountId: row.accountId,
            userIds: [row.accountId],
            payload: { exportId, summary: 'Your data export is ready to download', link: `${YOUR_DATA_PATH}&export=${row.id}` },
          });
          await queueMail(
            tx,
            `export:${row.id}`,
            user.email,
            'Your Lintel data export is ready',
            `Hello ${user.fullName},\n\nThe export of your Lintel data is ready (${Math.ceil(size / 1024)} KB). Sign in and download it here:\n${link}\n\nThe zip holds every record as JSON and CSV, your files byte for byte, and manifest.json with the SHA-256 of each file.\n`,
          );
        });
        deps.events.flush();
        await pruneExports(row.accountId);
        return { size };
      } catch (error) {
        await db.update(accountExports).set({ status: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : 'failed', finishedAt: now }).where(eq(accountExports.id, exportId));
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },

    /** GET /account-data/closure. */
    async closure(auth: AuthContext): Promise<AccountClosure> {
      const [row] = await db.select().from(accountClosures).where(eq(accountClosures.accountId, auth.accountId)).limit(1);
      return row?.status === 'pending' ? { status: 'pending', closesAt: row.closesAt.toISOString() } : { status: 'none', closesAt: null };
    },

    /**
     * POST /account-data/closure: the typed e-mail must be the account's (ACCOUNT_CLOSURE_CONFIRMATION,
     * 422); sets the closing 7 days ahead, ends every session, raises `account.closureRequested` and
     * e-mails the date. ACCOUNT_CLOSURE_PENDING (409) when already closing.
     */
    async requestClosure(auth: AuthContext, input: CloseAccountInput): Promise<AccountClosure> {
      const user = await findUserById(db, auth.userId);
      if (!user || user.email.toLowerCase() !== input.confirmEmail.toLowerCase()) {
        throw new AppError('ACCOUNT_CLOSURE_CONFIRMATION', 'Type the e-mail address of this account to confirm', [
          { path: 'confirmEmail', message: 'This is not the e-mail address of your account' },
        ]);
      }
      const now = new Date();
      const closesAt = new Date(now.getTime() + ACCOUNT_CLOSURE_GRACE_DAYS * DAY_MS);
      const sessionVersion = await db.transaction(async (tx) => {
        const [existing] = await tx.select().from(accountClosures).where(eq(accountClosures.accountId, auth.accountId)).for('update').limit(1);
        if (existing?.status === 'pending') throw new AppError('ACCOUNT_CLOSURE_PENDING', 'Your account is already closing');
        await tx
          .insert(accountClosures)
          .values({ accountId: auth.accountId, status: 'pending', requestedAt: now, closesAt, finishedAt: null })
          .onConflictDoUpdate({ target: accountClosures.accountId, set: { status: 'pending', requestedAt: now, closesAt, finishedAt: null } });
        const day = closesAt.toISOString().slice(0, 10);
        await recordEvent(tx, {
          type: 'account.closureRequested',
          accountId: auth.accountId,
          userIds: [auth.userId],
          payload: { closesAt: closesAt.toISOString(), summary: `Your account will be erased on ${day} unless you sign in before`, link: YOUR_DATA_PATH },
        });
        await queueMail(
          tx,
          `closure:${auth.accountId}:${now.getTime()}`,
          user.email,
          'Your Lintel account is closing',
          `Hello ${user.fullName},\n\nYou asked to close your Lintel account. It will be erased on ${day} (UTC): your records and files are deleted, and records you share with others stay with them under the name "${FORMER_USER_NAME}".\n\nChanged your mind? Sign in before then and the closing is cancelled.\n\nYou can still export your data first: ${config.publicUrl}${YOUR_DATA_PATH}\n`,
        );
        await revokeAllRefreshTokens(tx, auth.userId);
        const version = await endSessions(tx, auth.userId);
        await recordEvent(tx, { type: 'auth.sessionRevoked', accountId: auth.userId, userIds: [auth.userId], payload: { reason: 'revoked', sessionVersion: version } });
        return version;
      });
      deps.tokens.endSessions(auth.userId, sessionVersion);
      deps.events.flush();
      return { status: 'pending', closesAt: closesAt.toISOString() };
    },

    /** At every sign-in: a pending closing is cancelled, and the user told (bell and e-mail). Costs one update when none is pending. */
    async cancelAtSignIn(userId: string): Promise<void> {
      const cancelled = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(accountClosures)
          .set({ status: 'cancelled', finishedAt: new Date() })
          .where(and(eq(accountClosures.accountId, userId), eq(accountClosures.status, 'pending')))
          .returning();
        if (!row) return false;
        const user = await findUserById(tx, userId);
        await recordEvent(tx, {
          type: 'account.closureCancelled',
          accountId: userId,
          userIds: [userId],
          payload: { summary: 'You signed in, so your account is no longer closing', link: YOUR_DATA_PATH },
        });
        if (user) {
          await queueMail(tx, `closure-cancelled:${userId}:${Date.now()}`, user.email, 'Your Lintel account stays open', `Hello ${user.fullName},\n\nYou signed in, so the closing of your Lintel account is cancelled. Nothing was erased.\n`);
        }
        return true;
      });
      if (cancelled) deps.events.flush();
    },

    /**
     * The erase job: every account whose grace period ended by `now` is erased, one transaction each.
     * Answers how many were erased.
     */
    async eraseDue(now: Date): Promise<number> {
      const due = await db.select({ accountId: accountClosures.accountId }).from(accountClosures).where(and(eq(accountClosures.status, 'pending'), lte(accountClosures.closesAt, now)));
      let erased = 0;
      for (const { accountId } of due) {
        if (await this.erase(accountId, now)) erased += 1;
      }
      return erased;
    },

    /**
     * Erases one account whose closing is still pending and due: its rows in every table with
     * `account_id` (conversations others take part in stay theirs), its private rows, its files' bytes;
     * the user row stays as "Former user" with no e-mail, password or sign-in, so shared records keep
     * their other party and sign-in fails. Tells the user by e-mail (to the address it had).
     */
    async erase(accountId: string, now: Date): Promise<boolean> {
      const keys: string[] = [];
      const result = await db.transaction(async (tx) => {
        const [closing] = await tx
          .update(accountClosures)
          .set({ status: 'erased', finishedAt: now })
          .where(and(eq(accountClosures.accountId, accountId), eq(accountClosures.status, 'pending'), lte(accountClosures.closesAt, now)))
          .returning();
        if (!closing) return null;
        const user = await findUserById(tx, accountId);
        if (!user) return null;
        const tables = await readCatalog(tx);
        const keptIds = new Map<string, string[]>();
        const kept: KeptIds = (table) => {
          const ids = keptIds.get(table) ?? [];
          return ids.length > 0 ? sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `) : sql`null::uuid`;
        };
        for (const [table, query] of KEPT_WHEN_SHARED) {
          if (!tables.has(table)) continue;
          const found = rowsOf<Record<string, string | null>>(await tx.execute(query(accountId, kept))).map((row) => Object.values(row)[0]);
          keptIds.set(table, [...new Set([...(keptIds.get(table) ?? []), ...found.filter((id): id is string => typeof id === 'string')])]);
        }
        const notKept = (table: string) => (keptIds.get(table)?.length ? sql` and "id" not in (${kept(table)})` : sql``);
        for (const [name, columns] of Object.entries(STORAGE_KEY_COLUMNS)) {
          if (!tables.get(name)?.hasAccountId) continue;
          for (const column of columns) {
            const rows = rowsOf<{ key: string | null }>(
              await tx.execute(sql`select ${sql.identifier(column)} as key from ${sql.identifier(name)} where "account_id" = ${accountId} and ${sql.identifier(column)} is not null${notKept(name)}`),
            );
            keys.push(...rows.map((row) => row.key!).filter(Boolean));
          }
        }
        const previews = rowsOf<{ key: string }>(await tx.execute(sql`select "preview_key" as key from "files" where "account_id" = ${accountId} and "preview_key" is not null${notKept('files')}`));
        keys.push(...previews.map((row) => row.key));
        const exports = await tx.select({ key: accountExports.storageKey }).from(accountExports).where(eq(accountExports.accountId, accountId));
        keys.push(...exports.map((row) => row.key).filter((key): key is string => key !== null));
        for (const [table, nameColumn, userColumn] of COPIED_NAMES) {
          if (!tables.get(table)?.columns.includes(nameColumn)) continue;
          await tx.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(nameColumn)} = ${FORMER_USER_NAME} where ${sql.identifier(userColumn)} = ${accountId}`);
        }
        for (const table of tables.values()) {
          if (table.name === 'users' || INTERNAL_TABLES.has(table.name)) continue;
          if (table.hasAccountId) {
            await tx.execute(sql`delete from ${sql.identifier(table.name)} where "account_id" = ${accountId}${notKept(table.name)}`);
          } else if (PRIVATE_USER_TABLES.has(table.name)) {
            for (const column of table.userColumns) await tx.execute(sql`delete from ${sql.identifier(table.name)} where ${sql.identifier(column)} = ${accountId}`);
          }
        }
        await tx.delete(accountExports).where(eq(accountExports.accountId, accountId));
        await tx.execute(sql`delete from "email_tokens" where "user_id" = ${accountId}`);
        await revokeAllRefreshTokens(tx, accountId);
        await updateUser(tx, accountId, {
          email: `former-user-${accountId}@erased.invalid`,
          fullName: FORMER_USER_NAME,
          passwordHash: null,
          phoneNumber: null,
          profilePictureId: null,
          ...noCompanyDetails,
          googleSubject: null,
          appleSubject: null,
          redirectUrl: null,
          trades: [],
          emailVerifiedAt: null,
        });
        const sessionVersion = await endSessions(tx, accountId);
        await recordEvent(tx, { type: 'auth.sessionRevoked', accountId, userIds: [accountId], payload: { reason: 'revoked', sessionVersion } });
        await queueMail(
          tx,
          `erased:${accountId}`,
          user.email,
          'Your Lintel account was erased',
          `Hello ${user.fullName},\n\nAs you asked, your Lintel account and its records and files were erased today. Records you shared with others stay with them under the name "${FORMER_USER_NAME}".\n`,
        );
        return { sessionVersion };
      });
      if (!result) return false;
      deps.tokens.endSessions(accountId, result.sessionVersion);
      deps.events.flush();
      await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
      return true;
    },
  };
}

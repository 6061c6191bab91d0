/**
 * "Your data, yours" (issue 30 item 15): the export of everything an account owns or takes part in
 * (a zip built by a job, with a manifest of SHA-256 sums) and the closing of an account after a grace period.
 */
import { z } from 'zod';
import { emailSchema } from '../auth/auth.schema.ts';

export const accountExportStatuses = ['queued', 'running', 'ready', 'failed'] as const;
export type AccountExportStatus = (typeof accountExportStatuses)[number];

/** One export of the caller's data: its progress while the job builds it, and its size once ready. */
export const accountExportSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(accountExportStatuses),
  /** 0–100: how far the job got. */
  percent: z.number().int().min(0).max(100),
  /** Bytes of the zip once ready, else null. */
  size: z.number().int().nonnegative().nullable(),
  /** API path of the zip (`GET`, Bearer) once ready, else null. */
  downloadPath: z.string().nullable(),
  createdAt: z.string().datetime({ offset: true }),
  finishedAt: z.string().datetime({ offset: true }).nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const accountExportListSchema = z.object({ results: z.array(accountExportSchema) });

export const accountExportIdParamsSchema = z.object({ id: z.string().uuid() });

/** Days between asking to close an account and its erasure; signing in meanwhile cancels it. */
export const ACCOUNT_CLOSURE_GRACE_DAYS = 7;

/** Where a closing stands: none asked, pending until `closesAt` (a sign-in cancels it). */
export const accountClosureSchema = z.object({
  status: z.enum(['none', 'pending']),
  closesAt: z.string().datetime({ offset: true }).nullable(),
});
export type AccountClosure = z.infer<typeof accountClosureSchema>;

/** POST /account-data/closure: the account's e-mail address typed again, as the confirmation. */
export const closeAccountInputSchema = z.object({
  confirmEmail: emailSchema.describe("The account's e-mail address, typed to confirm"),
}).strict();
export type CloseAccountInput = z.infer<typeof closeAccountInputSchema>;

/** The manifest.json at the root of an export zip: every other entry with its size and SHA-256. */
export const accountExportManifestSchema = z.object({
  format: z.literal('lintel-account-export'),
  version: z.literal(1),
  accountId: z.string().uuid(),
  exportedAt: z.string(),
  /** Rows per record kind: `owned` (records/<table>.json) and `shared` (records/shared/<table>.json, others' records you take part in). */
  tables: z.record(z.string(), z.object({ owned: z.number().int(), shared: z.number().int() })),
  files: z.array(z.object({ path: z.string(), size: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type AccountExportManifest = z.infer<typeof accountExportManifestSchema>;

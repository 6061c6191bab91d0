/**
 * Lease-form templates (spec points 3, 7 "Lease templates", 8): fees (move-in, move-out, one-time
 * pet), clauses and default terms; shared by e-mail with a 32-byte token stored hashed (30 days),
 * readable by token without an account. Another account's template reads as TEMPLATE_NOT_FOUND.
 */
import {
  buildPagination,
  type LeaseTemplate,
  type LeaseTemplateListResponse,
  type SharedLeaseTemplate,
  type createLeaseTemplateInputSchema,
} from '@lintel/shared';
import type { z } from 'zod';
import type { AppDeps, AuthContext } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { hashToken } from '../../platform/crypto.ts';
import * as shareLinksApi from '../share-links/index.ts';
import * as repo from './lease-templates.repository.ts';
import type { TemplateRow } from './lease-templates.repository.ts';

type ParsedCreate = z.output<typeof createLeaseTemplateInputSchema>;

const SHARE_TTL_DAYS = 30;

/** Shared-template e-mails, a job of the share (decision 013). */
export const LEASE_TEMPLATES_MAIL_JOB = 'leaseTemplates.mail';

export type LeaseTemplatesService = ReturnType<typeof createLeaseTemplatesService>;

export function createLeaseTemplatesService(deps: AppDeps) {
  const { db, config } = deps;

  const toDto = (row: TemplateRow): LeaseTemplate => ({
    id: row.id,
    name: row.name,
    description: row.description,
    fees: row.fees,
    clauses: row.clauses,
    defaultTerms: row.defaultTerms,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  async function loadOwn(auth: AuthContext, id: string): Promise<TemplateRow> {
    const row = await repo.findTemplate(db, auth.accountId, id);
    if (!row) throw new AppError('TEMPLATE_NOT_FOUND', 'Lease-form template not found');
    return row;
  }

  return {
    async create(auth: AuthContext, input: ParsedCreate): Promise<LeaseTemplate> {
      return toDto(
        await repo.insertTemplate(db, {
          accountId: auth.accountId,
          name: input.name,
          description: input.description ?? null,
          fees: input.fees,
          clauses: input.clauses,
          defaultTerms: input.defaultTerms,
        }),
      );
    },

    async list(auth: AuthContext, page: number, pageSize: number): Promise<LeaseTemplateListResponse> {
      const [rows, total] = await Promise.all([repo.listTemplates(db, auth.accountId, page, pageSize), repo.countTemplates(db, auth.accountId)]);
      return { results: rows.map(toDto), pagination: buildPagination(page, pageSize, total), meta: {} };
    },

    async get(auth: AuthContext, id: string): Promise<LeaseTemplate> {
      return toDto(await loadOwn(auth, id));
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      const template = await loadOwn(auth, id);
      await db.transaction(async (tx) => {
        await repo.deleteTemplate(tx, template.id);
        await shareLinksApi.revokeShareLinksOf(tx, auth.accountId, 'leaseFormTemplate', template.id);
      });
    },

    /** Throws TEMPLATE_NOT_FOUND unless the template is the caller's (share-link routes). */
    async assertOwn(auth: AuthContext, id: string): Promise<void> {
      await loadOwn(auth, id);
    },

    /** PATCH /lease-form-templates/share/{id}: e-mails a link with a new token. */
    async share(auth: AuthContext, id: string, email: string) {
      const template = await loadOwn(auth, id);
      const { expiresAt } = await db.transaction(async (tx) => {
        const { row, token } = await shareLinksApi.createShareLink(tx, { accountId: auth.accountId, kind: 'leaseFormTemplate', subjectId: template.id, email, ttlDays: SHARE_TTL_DAYS });
        const link = `${config.publicUrl}/lease-form-templates/shared/${token}`;
        // The e-mail is a job of this transaction (decision 013): sent after the commit, once per share.
        await deps.jobs.send(
          LEASE_TEMPLATES_MAIL_JOB,
          {
            to: email,
            subject: `A lease-form template was shared with you: ${template.name}`,
            text: `Hello,\n\nA lease-form template, "${template.name}", was shared with you on Lintel. Open it here (no account needed):\n${link}\n\nThe link is valid for 30 days.\n`,
          },
          { key: `share:${hashToken(token)}`, tx },
        );
        return row;
      });
      return { message: `Lease template shared with ${email}`, email, expiresAt: expiresAt.toISOString() };
    },

    /** GET /lease-form-templates/get-by-token/{token}: only the shared template; 404 when invalid or expired. */
    async getByToken(token: string): Promise<SharedLeaseTemplate> {
      const link = await shareLinksApi.useShareLink(db, 'leaseFormTemplate', token);
      const row = link ? await repo.findTemplate(db, link.accountId, link.subjectId) : undefined;
      if (!link || !row) throw new AppError('TEMPLATE_NOT_FOUND', 'This link is invalid or has expired');
      const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...template } = toDto(row);
      return { ...template, sharedBy: await repo.sharerName(db, link.accountId), expiresAt: link.expiresAt.toISOString() };
    },
  };
}

/**
 * Tenant applications (spec points 2 and 3): a landlord makes an application link for a property
 * (32-byte token, stored hashed) and may e-mail it; the applicant fills the wizard without an
 * account (property summary, optional attachments, submission); the landlord reviews, approves
 * (creating the tenant) or declines (e-mailing the applicant).
 */
import {
  buildPagination,
  type ApplicationLink,
  type ApplicationListResponse,
  type ApproveApplicationResponse,
  type PublicApplicationContext,
  type StoredFile,
  type SubmitApplicationParsed,
  type TenantApplication,
  type createApplicationLinkInputSchema,
  type listApplicationsQuerySchema,
} from '@lintel/shared';
import type { z } from 'zod';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { hashToken, randomToken } from '../../platform/crypto.ts';
import type { QueuedMail } from '../../platform/jobs/mail-job.ts';
import type { FilesService, StagedFile } from '../files/index.ts';
import * as propertiesApi from '../properties/index.ts';
import * as leasesApi from '../leases/index.ts';
import type { TenantsService } from '../tenants/index.ts';
import * as repo from './applications.repository.ts';
import type { ApplicationRow, LinkRow } from './applications.repository.ts';

type ParsedLinkInput = z.output<typeof createApplicationLinkInputSchema>;
type ParsedList = z.output<typeof listApplicationsQuerySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Invitations to apply and decisions, e-mailed as a job of the change (decision 013). */
export const APPLICATIONS_MAIL_JOB = 'applications.mail';

export type ApplicationsService = ReturnType<typeof createApplicationsService>;

export function createApplicationsService(deps: AppDeps, files: FilesService, tenants: TenantsService) {
  const { db, config } = deps;

  /** Queues `message` as an `applications.mail` job in `tx` (decision 013): sent after the commit, once per key. */
  const queueMail = (tx: Executor, key: string, message: QueuedMail) => deps.jobs.send(APPLICATIONS_MAIL_JOB, message, { key, tx });

  async function toDtos(executor: Executor, rows: ApplicationRow[]): Promise<TenantApplication[]> {
    const [properties, fileDtos] = await Promise.all([
      leasesApi.propertiesWithParents(executor, [...new Set(rows.map((row) => row.propertyId))]),
      files.dtosByIds(rows.flatMap((row) => row.attachmentIds), executor),
    ]);
    return rows.map((row) => {
      const property = properties.get(row.propertyId);
      const parent = property?.parentId ? properties.get(property.parentId) : undefined;
      return {
        id: row.id,
        propertyId: row.propertyId,
        property: { id: row.propertyId, nickname: property?.nickname ?? '', parent: parent ? { id: parent.id, nickname: parent.nickname } : null },
        status: row.status,
        fullName: row.fullName,
        email: row.email,
        phoneNumber: row.phoneNumber,
        basicInfo: row.data.basicInfo,
        coSigners: row.data.coSigners,
        terms: row.data.terms,
        address: row.data.address,
        financial: row.data.financial,
        additionalInfo: row.data.additionalInfo,
        attachments: row.attachmentIds.map((id) => fileDtos.get(id)).filter((file): file is StoredFile => file !== undefined),
        tenantId: row.tenantId,
        declineReason: row.declineReason,
        decidedAt: row.decidedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  async function loadOwn(executor: Executor, auth: AuthContext, id: string, lock = false): Promise<ApplicationRow> {
    const row = await repo.findApplication(executor, auth.accountId, id, lock);
    if (!row) throw new AppError('APPLICATION_NOT_FOUND', 'Application not found');
    return row;
  }

  async function liveLink(token: string): Promise<LinkRow> {
    const link = await repo.findLiveLink(db, hashToken(token));
    if (!link) throw new AppError('APPLICATION_NOT_FOUND', 'This application link is invalid or has expired; ask the landlord for a new one');
    return link;
  }

  const assertOpen = (row: ApplicationRow) => {
    if (row.status !== 'submitted') throw new AppError('APPLICATION_ALREADY_DECIDED', `This application was already ${row.status}`);
  };

  return {
    /** POST /tenant-applications/links: the wizard link for one property; e-mailed when an address is given. */
    async createLink(auth: AuthContext, input: ParsedLinkInput): Promise<ApplicationLink> {
      const property = await propertiesApi.findProperty(db, auth.accountId, input.propertyId);
      if (!property) throw new AppError('PROPERTY_NOT_FOUND', 'Property not found');
      const token = randomToken();
      const url = `${config.publicUrl}/apply/${token}`;
      const landlord = await leasesApi.userNameAndEmail(db, auth.userId);
      const link = await db.transaction(async (tx) => {
        const inserted = await repo.insertLink(tx, {
          accountId: auth.accountId,
          propertyId: property.id,
          tokenHash: hashToken(token),
          email: input.email ?? null,
          fullName: input.fullName ?? null,
          expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
        });
        if (input.email) {
          await queueMail(tx, `link:${inserted.id}`, {
            to: input.email,
            subject: `Apply to rent ${property.nickname}`,
            text:
              `Hello${input.fullName ? ` ${input.fullName}` : ''},\n\n${landlord?.fullName ?? 'The landlord'} invites you to apply to rent ${property.nickname}.\n` +
              (input.message ? `\n${input.message}\n` : '') +
              `\nFill in the application here (no account needed):\n${url}\n\nThe link is valid for ${input.expiresInDays} days.\n`,
          });
        }
        return inserted;
      });
      return {
        id: link.id,
        propertyId: property.id,
        url,
        token,
        email: link.email,
        expiresAt: link.expiresAt.toISOString(),
        createdAt: link.createdAt.toISOString(),
        message: input.email ? `Application link sent to ${input.email}` : 'Application link created',
      };
    },

    /** GET /tenant-applications/public/{token}: what the applicant sees of the property. */
    async publicContext(token: string): Promise<PublicApplicationContext> {
      const link = await liveLink(token);
      const properties = await leasesApi.propertiesWithParents(db, [link.propertyId]);
      const property = properties.get(link.propertyId)!;
      const parent = property.parentId ? properties.get(property.parentId) : undefined;
      const location = property.location ?? parent?.location ?? null;
      const landlord = await leasesApi.userNameAndEmail(db, link.accountId);
      return {
        property: {
          nickname: property.nickname,
          buildingName: parent?.nickname ?? null,
          address: location?.address ?? null,
          city: location?.city ?? null,
          state: location?.state ?? null,
          country: location?.country ?? null,
        },
        landlordName: landlord?.fullName ?? 'Your landlord',
        applicantEmail: link.email,
        expiresAt: link.expiresAt.toISOString(),
      };
    },

    /**
     * POST /tenant-applications/public/{token}/files: an attachment, kept in the landlord's account.
     * The link is checked before any byte is read; `receive` streams the request's one file into
     * storage (files.receive.ts), and the row and the link's upload list are written together.
     */
    async uploadForLink(token: string, receive: (files: FilesService, accountId: string) => Promise<StagedFile>): Promise<StoredFile> {
      const link = await liveLink(token);
      if (link.uploadIds.length >= 20) throw new AppError('ATTACHMENT_LIMIT', 'Too many files were uploaded with this link');
      const staged = await receive(files, link.accountId);
      try {
        return await db.transaction(async (tx) => {
          const file = await files.commit(staged, tx);
          await repo.addUpload(tx, link.id, file.id);
          return file;
        });
      } catch (error) {
        await files.discard(staged).catch(() => undefined);
        throw error;
      }
    },

    /** POST /tenant-applications/public/{token}: the whole wizard; the landlord is told by e-mail. */
    async submit(token: string, input: SubmitApplicationParsed): Promise<{ id: string; message: string }> {
      const link = await liveLink(token);
      const attachmentIds = input.additionalInfo.attachmentIds;
      const foreign = attachmentIds.filter((id) => !link.uploadIds.includes(id));
      if (foreign.length) {
        throw new AppError('VALIDATION_FAILED', 'Attach only files uploaded with this application', foreign.map(() => ({ path: 'additionalInfo.attachmentIds', message: 'Unknown file' })));
      }
      if (attachmentIds.length) await files.assertOwnFiles(link.accountId, attachmentIds, { path: 'additionalInfo.attachmentIds' });
      const { consent: _consent, ...data } = input;
      const landlord = await leasesApi.userNameAndEmail(db, link.accountId);
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertApplication(tx, {
          accountId: link.accountId,
          propertyId: link.propertyId,
          linkId: link.id,
          fullName: input.basicInfo.fullName,
          email: input.basicInfo.email,
          phoneNumber: input.basicInfo.phoneNumber,
          data,
          attachmentIds,
        });
        if (landlord) {
          await queueMail(tx, `submitted:${inserted.id}`, {
            to: landlord.email,
            subject: `New rental application from ${input.basicInfo.fullName}`,
            text: `Hello ${landlord.fullName},\n\n${input.basicInfo.fullName} applied to rent your property. Review the application in Lintel:\n${config.publicUrl}/tenant-applications/${inserted.id}\n`,
          });
        }
        return inserted;
      });
      return { id: row.id, message: 'Thank you — your application was sent to the landlord.' };
    },

    async list(auth: AuthContext, query: ParsedList): Promise<ApplicationListResponse> {
      const filter = { accountId: auth.accountId, status: query.status, propertyId: query.propertyId, search: query.search || undefined };
      const [rows, total] = await Promise.all([
        repo.listApplications(db, filter, query.sortBy, query.page, query.pageSize),
        repo.countApplications(db, filter),
      ]);
      return { results: await toDtos(db, rows), pagination: buildPagination(query.page, query.pageSize, total), meta: {} };
    },

    async get(auth: AuthContext, id: string): Promise<TenantApplication> {
      const [dto] = await toDtos(db, [await loadOwn(db, auth, id)]);
      return dto!;
    },

    /** POST /tenant-applications/{id}/approve: creates the tenant from the application and tells the applicant. */
    async approve(auth: AuthContext, id: string): Promise<ApproveApplicationResponse> {
      const result = await db.transaction(async (tx) => {
        const row = await loadOwn(tx, auth, id, true);
        assertOpen(row);
        const info = row.data.basicInfo;
        const [tenant] = await tenants.createMany(tx, auth.accountId, [
          {
            input: {
              fullName: info.fullName,
              email: info.email,
              phoneNumbers: [info.phoneNumber],
              dateOfBirth: info.dateOfBirth,
              licenseId: info.idNumber,
              attachementIds: row.attachmentIds,
            },
            path: '',
          },
        ]);
        const updated = await repo.updateApplication(tx, row.id, { status: 'approved', tenantId: tenant!.id, decidedAt: new Date() });
        const [application] = await toDtos(tx, [updated]);
        const [tenantDto] = await tenants.toDtos(tx, [tenant!]);
        await queueMail(tx, `decided:${row.id}`, {
          to: application!.email,
          subject: `Your rental application for ${application!.property.nickname} was approved`,
          text: `Hello ${application!.fullName},\n\nGood news: your application to rent ${application!.property.nickname} was approved. The landlord will send you the lease to sign.\n`,
        });
        return { application: application!, tenant: tenantDto! };
      });
      return result;
    },

    /** POST /tenant-applications/{id}/decline: e-mails the applicant, with the reason when given. */
    async decline(auth: AuthContext, id: string, reason: string | undefined): Promise<TenantApplication> {
      const application = await db.transaction(async (tx) => {
        const row = await loadOwn(tx, auth, id, true);
        assertOpen(row);
        const updated = await repo.updateApplication(tx, row.id, { status: 'declined', declineReason: reason || null, decidedAt: new Date() });
        const [dto] = await toDtos(tx, [updated]);
        await queueMail(tx, `decided:${row.id}`, {
          to: dto!.email,
          subject: `Your rental application for ${dto!.property.nickname}`,
          text:
            `Hello ${dto!.fullName},\n\nThank you for applying to rent ${dto!.property.nickname}. ` +
            `Unfortunately the landlord has decided not to go ahead with your application.` +
            (reason ? `\n\nReason given: ${reason}` : '') +
            `\n`,
        });
        return dto!;
      });
      return application;
    },
  };
}

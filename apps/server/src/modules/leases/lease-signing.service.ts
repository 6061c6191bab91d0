/**
 * The lease document and e-signature: render the lease as a PDF, send it for signature (the unsigned
 * PDF is stored with its SHA-256 and never changes after), each tenant and the landlord sign (drawn
 * or typed, with consent), and once everybody signed the lease becomes active and a signed PDF with a
 * signature page and the audit trail is produced. Every step lands in the audit trail with actor,
 * time, IP, user agent and document hash.
 */
import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import {
  effectiveLeaseStatus,
  todayDateOnly,
  type Lease,
  type LeaseAuditEntry,
  type LeaseAuditResponse,
  type SendForSignatureResponse,
  type signLeaseInputSchema,
} from '@lintel/shared';
import type { z } from 'zod';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import * as propertiesApi from '../properties/index.ts';
import * as tenantsApi from '../tenants/index.ts';
import type { TenantRow } from '../tenants/index.ts';
import * as repo from './leases.repository.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { AuditRow, LeaseRow } from './leases.repository.ts';
import { renderLeasePdf, type SignatureForPdf } from './lease-document.ts';
import type { LeasesService, RequestMeta, Slot } from './leases.service.ts';

type ParsedSign = z.output<typeof signLeaseInputSchema>;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export interface PdfFile {
  data: Buffer;
  sha256: string;
  fileName: string;
}

/** Signing requests and the signed-lease notice, e-mailed as jobs of the change (decision 013). */
export const LEASES_MAIL_JOB = 'leases.mail';

export type LeaseSigningService = ReturnType<typeof createLeaseSigningService>;

export function createLeaseSigningService(deps: AppDeps, leases: LeasesService) {
  const { db, storage, config } = deps;

  const toAuditDto = (row: AuditRow): LeaseAuditEntry => ({
    id: row.id,
    event: row.event,
    actorName: row.actorName,
    actorRole: row.actorRole,
    actorUserId: row.actorUserId,
    ip: row.ip,
    userAgent: row.userAgent,
    documentHash: row.documentHash,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  });

  /** Street address of the home or its building, and the amenity names, for the document. */
  async function documentContext(executor: Executor, lease: Lease) {
    const properties = await repo.propertiesWithParents(executor, [lease.propertyId]);
    const property = properties.get(lease.propertyId);
    const location = property?.location ?? (property?.parentId ? properties.get(property.parentId)?.location : null) ?? null;
    const address = location
      ? [location.address, location.city, [location.state, location.postalCode].filter(Boolean).join(' '), location.country].filter(Boolean).join(', ')
      : null;
    const jurisdiction = location ? [location.state, location.country].filter(Boolean).join(', ') || null : null;
    return { address, jurisdiction, amenityNames: await repo.amenityNames(executor, lease.amenityIds) };
  }

  async function tenantsOf(executor: Executor, leaseId: string): Promise<TenantRow[]> {
    return (await repo.tenantsOfLeases(executor, [leaseId])).map((entry) => entry.tenant);
  }

  /** The slot the caller may sign: the landlord's for the landlord, their own for a tenant. */
  async function slotFor(executor: Executor, auth: AuthContext, isLandlord: boolean, slots: Slot[], tenantId: string | undefined): Promise<Slot> {
    if (isLandlord) {
      if (tenantId) throw new AppError('SIGNATURE_NOT_ALLOWED', "The landlord signs the landlord's line only; each tenant signs their own");
      return slots[0]!;
    }
    const mine = new Set(await tenantsApi.tenantIdsOfUser(executor, auth.userId));
    const own = slots.filter((slot) => slot.tenantId !== null && mine.has(slot.tenantId));
    if (tenantId) {
      const chosen = own.find((slot) => slot.tenantId === tenantId);
      if (!chosen) throw new AppError('SIGNATURE_NOT_ALLOWED', 'You can only sign your own line of this lease');
      return chosen;
    }
    if (own.length === 0) throw new AppError('SIGNATURE_NOT_ALLOWED', 'You are not a signer of this lease');
    return own[0]!;
  }

  /** A drawn signature must be a real PNG; it is re-encoded (at most 1200×400) before it is kept. */
  async function drawnSignature(dataUrl: string): Promise<Buffer> {
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    const invalid = () => new AppError('VALIDATION_FAILED', 'The drawn signature is not a readable PNG image', [{ path: 'signature', message: 'Not a PNG image' }]);
    if (!bytes.subarray(0, 8).equals(PNG_MAGIC)) throw invalid();
    try {
      return await sharp(bytes, { limitInputPixels: 4_000_000, failOn: 'error' })
        .resize({ width: 1200, height: 400, fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer();
    } catch {
      throw invalid();
    }
  }

  async function readStored(key: string): Promise<Buffer> {
    return buffer(await storage.get(key));
  }

  /** Queues one `leases.mail` job per party of `lease` in `tx`, keyed `<key>:<address>` (decision 013). */
  async function notifyAll(tx: Executor, key: string, lease: Lease, landlordEmail: string | null, subject: string, text: (name: string) => string) {
    const recipients = new Map<string, string>();
    for (const tenant of lease.tenants) if (tenant.email) recipients.set(tenant.email, tenant.fullName);
    if (landlordEmail) recipients.set(landlordEmail, lease.landlord.fullName);
    for (const [to, name] of recipients) await deps.jobs.send(LEASES_MAIL_JOB, { to, subject, text: text(name) }, { key: `${key}:${to}`, tx });
  }

  return {
    /**
     * POST /leases/{id}/send-for-signature: draft → pendingSignature. Renders and stores the unsigned
     * PDF and its SHA-256, and e-mails every tenant who has an account or an invitation.
     */
    async send(auth: AuthContext, id: string, meta: RequestMeta): Promise<SendForSignatureResponse> {
      // viewerOf may write (linking a tenant's invitations): never inside a transaction, PGlite has one connection.
      const viewer = await leases.viewerOf(auth);
      const result = await db.transaction(async (tx) => {
        const row = await leases.load(tx, viewer, id, true);
        if (row.status !== 'draft') {
          throw new AppError('LEASE_STATE_CONFLICT', row.status === 'pendingSignature' ? 'This lease was already sent for signature' : 'Only a draft lease can be sent for signature');
        }
        const tenants = await tenantsOf(tx, row.id);
        const noEmail = tenants.filter((tenant) => !tenant.email);
        if (noEmail.length) {
          throw new AppError(
            'VALIDATION_FAILED',
            `Add an e-mail address for ${noEmail.map((tenant) => tenant.fullName).join(', ')} so they can sign`,
            noEmail.map((tenant) => ({ path: `tenants.${tenants.indexOf(tenant)}.email`, message: `${tenant.fullName} has no e-mail address` })),
          );
        }
        const [property] = await propertiesApi.findPropertiesByIds(tx, [row.propertyId]);
        await leases.assertNoOverlap(tx, property!, { startDate: row.startDate, endDate: row.endDate }, row.id);

        const sentAt = new Date();
        const draftDto = await leases.toDto(tx, row);
        const pdf = await renderLeasePdf(draftDto, { ...(await documentContext(tx, draftDto)), generatedAt: sentAt });
        const documentHash = sha256(pdf);
        const unsignedKey = `leases/${row.accountId}/${row.id}/unsigned-${documentHash.slice(0, 16)}.pdf`;
        await storage.put(unsignedKey, pdf);
        const updated = await repo.updateLease(tx, row.id, { status: 'pendingSignature', sentAt, documentHash, unsignedKey });

        const invited = await tenantsApi.invitedTenantIds(tx, tenants.map((tenant) => tenant.id));
        const reachable = tenants.filter((tenant) => tenant.userId !== null || invited.has(tenant.id));
        const actorName = await leases.actorName(tx, auth);
        await repo.insertAudit(tx, [
          { leaseId: row.id, event: 'sentForSignature', actorRole: 'landlord', actorUserId: auth.userId, actorName, ip: meta.ip, userAgent: meta.userAgent, documentHash },
          ...reachable.map((tenant) => ({
            leaseId: row.id,
            event: 'emailed' as const,
            actorRole: 'system' as const,
            actorName: 'Lintel',
            documentHash,
            details: `Signing request to ${tenant.fullName} <${tenant.email}>`,
          })),
        ]);
        const signers = reachable.flatMap((tenant) => (tenant.userId ? [tenant.userId] : []));
        await recordEvent(tx, {
          type: 'lease.signatureRequested',
          accountId: row.accountId,
          userIds: signers,
          payload: { leaseId: row.id, summary: `${actorName} asks you to sign the lease for ${row.propertyName}`.slice(0, 300), link: `/leases/${row.id}/sign` },
        });
        const lease = await leases.toDto(tx, updated);
        // The signing requests are jobs of this transaction (decision 013): the request never waits for SMTP.
        const link = `${config.publicUrl}/leases/${lease.id}/sign`;
        for (const tenant of reachable) {
          await deps.jobs.send(
            LEASES_MAIL_JOB,
            {
              to: tenant.email!,
              subject: `Please sign your lease for ${lease.propertyName}`,
              text:
                `Hello ${tenant.fullName},\n\n${actorName} sent you the lease for ${lease.propertyName} ` +
                `(${lease.startDate}${lease.endDate ? ` to ${lease.endDate}` : ', month to month'}) to sign.\n\n` +
                `Review and sign it here:\n${link}\n\n` +
                (tenant.userId ? '' : `Sign in, or create your account with the invitation sent to ${tenant.email}, to open it.\n\n`) +
                `Document fingerprint (SHA-256): ${documentHash}\n`,
            },
            { key: `signatureRequested:${row.id}:${documentHash}:${tenant.id}`, tx },
          );
        }
        return {
          lease,
          reachable,
          uninvited: tenants.filter((tenant) => !reachable.includes(tenant)),
        };
      });

      deps.events.flush();
      const uninvitedNames = result.uninvited.map((tenant) => tenant.fullName);
      return {
        lease: result.lease,
        notified: result.reachable.map((tenant) => tenant.email!),
        uninvitedTenantIds: result.uninvited.map((tenant) => tenant.id),
        message:
          `Lease sent for signature to ${result.reachable.length} tenant${result.reachable.length === 1 ? '' : 's'}` +
          (uninvitedNames.length ? `. ${uninvitedNames.join(', ')} ${uninvitedNames.length === 1 ? 'has' : 'have'} no Lintel account yet: invite them so they can sign.` : ''),
      };
    },

    /**
     * POST /leases/{id}/sign. 409 ALREADY_SIGNED for a second signature, 403 SIGNATURE_NOT_ALLOWED
     * for someone else's line, 409 LEASE_STATE_CONFLICT unless the lease awaits signatures,
     * 409 DOCUMENT_CHANGED when `documentHash` is not the document being signed.
     */
    async sign(auth: AuthContext, id: string, input: ParsedSign, meta: RequestMeta): Promise<Lease> {
      const image = input.signatureType === 'drawn' ? await drawnSignature(input.signature) : null;
      const viewer = await leases.viewerOf(auth, id);
      const outcome = await db.transaction(async (tx) => {
        const row = await leases.load(tx, viewer, id, true);
        const status = effectiveLeaseStatus(row, todayDateOnly());
        if (status !== 'pendingSignature') {
          const reason: Record<string, string> = {
            draft: 'This lease has not been sent for signature yet',
            active: 'This lease is already signed by everybody',
            ended: 'This lease has ended',
            terminated: 'This lease was terminated and can no longer be signed',
          };
          throw new AppError('LEASE_STATE_CONFLICT', reason[status] ?? 'This lease cannot be signed now');
        }
        if (input.documentHash && input.documentHash !== row.documentHash) {
          throw new AppError('DOCUMENT_CHANGED', 'The document you reviewed is not the one awaiting signature; reload it and review again');
        }
        const tenants = await tenantsOf(tx, row.id);
        const slots = leases.slotsOf(row, tenants);
        const slot = await slotFor(tx, auth, viewer.isLandlord, slots, input.tenantId);
        const signatures = await repo.signaturesOfLeases(tx, [row.id]);
        const existing = signatures.find((signature) => signature.slot === slot.slot);
        if (existing) {
          throw new AppError('ALREADY_SIGNED', `${slot.name} already signed this lease on ${existing.signedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
        }
        const user = await repo.userNameAndEmail(tx, auth.userId);
        const signature = await repo.insertSignature(tx, {
          leaseId: row.id,
          slot: slot.slot,
          role: slot.role,
          tenantId: slot.tenantId,
          userId: auth.userId,
          signerName: slot.name,
          signerEmail: slot.email ?? user?.email ?? null,
          signatureType: input.signatureType,
          signatureData: image ? image.toString('base64') : input.signature.trim(),
          documentHash: row.documentHash!,
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
        await repo.insertAudit(tx, {
          leaseId: row.id,
          event: 'signed',
          actorRole: slot.role,
          actorUserId: auth.userId,
          actorName: slot.name,
          ip: meta.ip,
          userAgent: meta.userAgent,
          documentHash: row.documentHash,
          details: `${input.signatureType === 'drawn' ? 'Drawn' : 'Typed'} signature; consent to sign electronically given`,
        });
        const all = [...signatures, signature];
        // Every party with an account hears of each signature; the screens refetch the lease on it.
        const parties = [row.accountId, ...tenants.flatMap((tenant) => (tenant.userId ? [tenant.userId] : []))];
        const signedCount = slots.filter((candidate) => all.some((signed) => signed.slot === candidate.slot)).length;
        await recordEvent(tx, {
          type: 'lease.signed',
          accountId: row.accountId,
          userIds: [...new Set(parties)].filter((userId) => userId !== auth.userId),
          payload: {
            leaseId: row.id,
            signedCount,
            partiesCount: slots.length,
            summary: `${slot.name} signed the lease for ${row.propertyName} (${signedCount} of ${slots.length} signatures)`.slice(0, 300),
            link: `/leases/${row.id}`,
          },
        });
        if (signedCount < slots.length) {
          return { lease: await leases.toDto(tx, row), completed: false };
        }

        // Everybody signed: the lease is active and the signed copy is produced.
        const completedAt = new Date();
        await repo.insertAudit(tx, {
          leaseId: row.id,
          event: 'completed',
          actorRole: 'system',
          actorName: 'Lintel',
          documentHash: row.documentHash,
          details: `All ${slots.length} parties signed; the lease is active`,
        });
        const active = await repo.updateLease(tx, row.id, { status: 'active', completedAt });
        const dto = await leases.toDto(tx, active);
        const pdfSignatures: SignatureForPdf[] = slots.map((candidate) => {
          const signed = all.find((entry) => entry.slot === candidate.slot)!;
          return {
            role: signed.role,
            name: signed.signerName,
            email: signed.signerEmail,
            signedAt: signed.signedAt,
            ip: signed.ip,
            userAgent: signed.userAgent,
            signatureType: signed.signatureType,
            typed: signed.signatureType === 'typed' ? signed.signatureData : null,
            image: signed.signatureType === 'drawn' ? Buffer.from(signed.signatureData, 'base64') : null,
          };
        });
        const audit = (await repo.listAudit(tx, row.id)).map(toAuditDto);
        const pdf = await renderLeasePdf(dto, { ...(await documentContext(tx, dto)), generatedAt: completedAt }, {
          unsignedHash: row.documentHash!,
          signatures: pdfSignatures,
          audit,
        });
        const signedKey = `leases/${row.accountId}/${row.id}/signed-${sha256(pdf).slice(0, 16)}.pdf`;
        await storage.put(signedKey, pdf);
        await repo.updateLease(tx, row.id, { signedKey });
        await leases.refreshRentStatus(tx, row.propertyId);
        // Money (a consumer of lease.activated) gives the now active lease its rent schedule, deposit and fees.
        await recordEvent(tx, { type: 'lease.activated', accountId: row.accountId, payload: { leaseId: row.id, propertyId: row.propertyId } });
        await recordEvent(tx, {
          type: 'lease.fullyExecuted',
          accountId: row.accountId,
          userIds: [...new Set(parties)],
          payload: { leaseId: row.id, summary: `Everybody signed the lease for ${row.propertyName}: it is active and the signed copy is ready`.slice(0, 300), link: `/leases/${row.id}` },
        });
        const landlordEmail = (await repo.userNameAndEmail(tx, row.accountId))?.email ?? null;
        // The parties' e-mails are jobs of this transaction (decision 013): sent after the commit, once.
        await notifyAll(tx, `signed:${row.id}:${row.documentHash}`, dto, landlordEmail, `Your lease for ${dto.propertyName} is signed`, (name) =>
          `Hello ${name},\n\nEverybody has signed the lease for ${dto.propertyName}. Download the signed copy here:\n${config.publicUrl}/leases/${dto.id}\n`,
        );
        return { lease: dto, completed: true };
      });
      deps.events.flush();
      return outcome.lease;
    },

    /**
     * GET /leases/{id}/document: the document to review and sign — the stored unsigned PDF once sent,
     * or a DRAFT preview rendered now. A view by a party while awaiting signatures is audited.
     */
    async document(auth: AuthContext, id: string, meta: RequestMeta): Promise<PdfFile> {
      const viewer = await leases.viewerOf(auth, id);
      const row = await leases.load(db, viewer, id);
      const fileName = `lease-${row.id}.pdf`;
      if (!row.unsignedKey) {
        const dto = await leases.toDto(db, row);
        // A draft is marked DRAFT; a lease recorded as signed on paper is the agreement as agreed (issue 11 item 15).
        const watermark = row.status === 'draft' ? 'DRAFT' : undefined;
        const data = await renderLeasePdf(dto, { ...(await documentContext(db, dto)), generatedAt: new Date(), ...(watermark ? { watermark } : {}) });
        return { data, sha256: sha256(data), fileName };
      }
      const data = await readStored(row.unsignedKey);
      if (row.status === 'pendingSignature') {
        const name = viewer.isLandlord ? row.landlord.fullName : await leases.actorName(db, auth);
        await repo.insertAudit(db, {
          leaseId: row.id,
          event: 'viewed',
          actorRole: viewer.isLandlord ? 'landlord' : 'tenant',
          actorUserId: auth.userId,
          actorName: name,
          ip: meta.ip,
          userAgent: meta.userAgent,
          documentHash: row.documentHash,
        });
      }
      return { data, sha256: row.documentHash ?? sha256(data), fileName };
    },

    /** GET /leases/{id}/signed-document: the signed PDF; 409 SIGNED_DOCUMENT_NOT_READY until everybody signed. */
    async signedDocument(auth: AuthContext, id: string): Promise<PdfFile> {
      const viewer = await leases.viewerOf(auth, id);
      const row: LeaseRow = await leases.load(db, viewer, id);
      if (!row.signedKey) {
        throw new AppError(
          'SIGNED_DOCUMENT_NOT_READY',
          row.signedOffline ? 'This lease was signed on paper; there is no electronically signed copy' : 'The signed copy is ready once everybody has signed',
        );
      }
      const data = await readStored(row.signedKey);
      return { data, sha256: sha256(data), fileName: `lease-${row.id}-signed.pdf` };
    },

    /** GET /leases/{id}/audit: the audit trail, oldest first, for the landlord and the lease's tenants. */
    async audit(auth: AuthContext, id: string): Promise<LeaseAuditResponse> {
      const viewer = await leases.viewerOf(auth, id);
      const row = await leases.load(db, viewer, id);
      return { results: (await repo.listAudit(db, row.id)).map(toAuditDto) };
    },
  };
}

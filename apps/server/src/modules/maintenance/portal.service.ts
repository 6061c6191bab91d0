/**
 * The request portal (issue 12): each property has a link anyone holding it (a guest, a neighbour, a
 * tenant not yet invited) uses to file a request without an account. The token is
 * HMAC-SHA256(server secret, random 32-byte nonce), url-safe (43 characters); the database keeps the
 * nonce and the token's SHA-256, so the landlord can print the same QR code again, the database
 * alone cannot rebuild the token, and lookups go by hash. Rotating draws a new nonce (the old link
 * answers 404); turning it off keeps the row disabled (404 too).
 */
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { sql } from 'drizzle-orm';
import {
  formatQuotaBytes,
  maintenanceCategories,
  PORTAL_UPLOAD_QUOTA,
  requestUrgencies,
  type PortalLink,
  type PublicPortal,
  type StoredFile,
} from '@lintel/shared';
import type { AppDeps, AuthContext } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import { hashToken, sign } from '../../platform/crypto.ts';
import { loadSecrets } from '../../platform/secrets.ts';
import type { FilesService, StagedFile } from '../files/index.ts';
import * as propertiesApi from '../properties/index.ts';
import * as repo from './maintenance.repository.ts';
import type { PortalLinkRow } from './maintenance.repository.ts';
import { assertCategory, placeOf, type RequestFields, type TenantRequestsService } from './tenant-requests.service.ts';

/** Files one link may take before it is rotated (the rate limits keep the pace human). */
export const PORTAL_UPLOAD_LIMIT = 500;

export type PortalService = ReturnType<typeof createPortalService>;

export function createPortalService(deps: AppDeps, files: FilesService, requests: TenantRequestsService) {
  const { db } = deps;
  let secret: Promise<string> | undefined;
  const portalSecret = () => (secret ??= loadSecrets(deps.config.dataDir, deps.config.jwtSecret).then((s) => `${s.fileUrlSecret}:request-portal`));
  const tokenOf = async (nonce: string) => sign(await portalSecret(), nonce);
  const newNonce = () => randomBytes(32).toString('base64url');

  async function toDto(row: PortalLinkRow): Promise<PortalLink> {
    if (!row.enabled) return { propertyId: row.propertyId, enabled: false, token: null, url: null, qrSvg: null, createdAt: row.createdAt.toISOString() };
    const token = await tokenOf(row.nonce);
    const url = `${deps.config.publicUrl}/portal/${token}`;
    const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { propertyId: row.propertyId, enabled: true, token, url, qrSvg, createdAt: row.createdAt.toISOString() };
  }

  async function ownProperty(auth: AuthContext, propertyId: string) {
    const property = await propertiesApi.findProperty(db, auth.accountId, propertyId);
    if (!property) throw new AppError('PROPERTY_NOT_FOUND', 'Property not found');
    return property;
  }

  async function liveLink(token: string): Promise<PortalLinkRow> {
    const link = await repo.findEnabledLinkByHash(db, hashToken(token));
    if (!link) throw new AppError('PORTAL_LINK_NOT_FOUND', 'This request link is not valid any more; ask the landlord for the current one');
    return link;
  }

  async function withNonce(nonce: string) {
    return { nonce, tokenHash: hashToken(await tokenOf(nonce)) };
  }

  /** What is left of the tighter of the link's and the account's daily quotas, and whose it is. */
  function quotaLeft(used: { link: number; account: number }) {
    const linkLeft = PORTAL_UPLOAD_QUOTA.bytesPerLinkPerDay - used.link;
    const accountLeft = PORTAL_UPLOAD_QUOTA.bytesPerAccountPerDay - used.account;
    return linkLeft <= accountLeft
      ? { left: linkLeft, quota: PORTAL_UPLOAD_QUOTA.bytesPerLinkPerDay, whose: 'This link' }
      : { left: accountLeft, quota: PORTAL_UPLOAD_QUOTA.bytesPerAccountPerDay, whose: "This landlord's request portal" };
  }

  /** Tells the landlord the link was throttled, at most once per link per quota window. */
  async function tellThrottled(link: PortalLinkRow, now: Date) {
    const marked = await db.transaction(async (tx) => {
      if (!(await repo.markLinkThrottled(tx, link.id, now, new Date(now.getTime() - PORTAL_UPLOAD_QUOTA.windowMs)))) return false;
      const place = await placeOf(tx, link.propertyId);
      await recordEvent(tx, {
        type: 'tenantRequest.portalThrottled',
        accountId: link.accountId,
        userIds: [link.accountId],
        payload: {
          propertyId: link.propertyId,
          summary: `Uploads through the request portal of ${place.name} are paused: it reached its daily limit (${formatQuotaBytes(PORTAL_UPLOAD_QUOTA.bytesPerLinkPerDay)} per link, ${formatQuotaBytes(PORTAL_UPLOAD_QUOTA.bytesPerAccountPerDay)} per account). Rotate the link if it leaked.`.slice(0, 300),
          link: `/requests?propertyId=${link.propertyId}`,
        },
      });
      return true;
    });
    if (marked) deps.events.flush();
  }

  return {
    /** The property's link, made on first use (enabled). */
    async get(auth: AuthContext, propertyId: string): Promise<PortalLink> {
      await ownProperty(auth, propertyId);
      const existing = await repo.findLinkOfProperty(db, propertyId);
      if (existing) return toDto(existing);
      const created = await repo.insertLink(db, { accountId: auth.accountId, propertyId, ...(await withNonce(newNonce())) });
      return toDto(created);
    },

    /** Turns the link off (the old token answers 404) or on again (the same token as before). */
    async setEnabled(auth: AuthContext, propertyId: string, enabled: boolean): Promise<PortalLink> {
      await ownProperty(auth, propertyId);
      const existing = await repo.findLinkOfProperty(db, propertyId);
      const row = existing
        ? await repo.updateLink(db, existing.id, { enabled })
        : await repo.insertLink(db, { accountId: auth.accountId, propertyId, enabled, ...(await withNonce(newNonce())) });
      return toDto(row);
    },

    /** A new token (and QR code); the old one answers 404 from now on. Turns the link on. */
    async rotate(auth: AuthContext, propertyId: string): Promise<PortalLink> {
      await ownProperty(auth, propertyId);
      const values = { enabled: true, uploadIds: [] as string[], ...(await withNonce(newNonce())) };
      const existing = await repo.findLinkOfProperty(db, propertyId);
      const row = existing ? await repo.updateLink(db, existing.id, values) : await repo.insertLink(db, { accountId: auth.accountId, propertyId, ...values });
      return toDto(row);
    },

    /** What a visitor sees: the property's label (no address) and the choices of the form. */
    async publicView(token: string): Promise<PublicPortal> {
      const link = await liveLink(token);
      const place = await placeOf(db, link.propertyId);
      return {
        propertyLabel: place.name,
        categories: maintenanceCategories.map((category) => ({ id: category.id, name: category.name, children: category.children })),
        urgencies: [...requestUrgencies],
      };
    },

    /**
     * One photo or video for a portal request; kept under the landlord's account and listed on the link.
     * The bytes stored through the portal in the last 24 hours are capped per link and per account
     * (PORTAL_UPLOAD_QUOTA, issue 25 item 4): once a quota is used up the upload is refused before
     * reading it (429 PORTAL_QUOTA_EXCEEDED with Retry-After); a file that would cross what is left is
     * removed again (413 FILE_TOO_LARGE). Either way the landlord is told, once a day per link
     * (`tenantRequest.portalThrottled`).
     */
    async upload(token: string, receive: (files: FilesService, accountId: string) => Promise<StagedFile>, now = new Date()): Promise<StoredFile> {
      const link = await liveLink(token);
      if (link.uploadIds.length >= PORTAL_UPLOAD_LIMIT) throw new AppError('ATTACHMENT_LIMIT', 'Too many files were uploaded with this link');
      const since = new Date(now.getTime() - PORTAL_UPLOAD_QUOTA.windowMs);
      const before = quotaLeft(await repo.portalBytesSince(db, link.id, link.accountId, since));
      if (before.left <= 0) {
        await tellThrottled(link, now);
        throw new AppError('PORTAL_QUOTA_EXCEEDED', `${before.whose} has taken its ${formatQuotaBytes(before.quota)} of uploads for today; try again tomorrow or send the files to the landlord another way`, [{ path: 'file', message: 'Daily upload quota reached', limit: before.quota }], { 'retry-after': String(Math.ceil(PORTAL_UPLOAD_QUOTA.windowMs / 1000)) });
      }
      const staged = await receive(files, link.accountId);
      if (staged.kind !== 'image' && staged.kind !== 'video') {
        await files.discard(staged).catch(() => undefined);
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Attach photos or videos only');
      }
      try {
        return await db.transaction(async (tx) => {
          // One upload of an account at a time is checked against the quota, so two at once cannot both fit.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`portal-quota:${link.accountId}`}))`);
          const left = quotaLeft(await repo.portalBytesSince(tx, link.id, link.accountId, since));
          if (staged.size > left.left) {
            const message = `This file (${formatQuotaBytes(staged.size)}) is larger than what ${left.whose.toLowerCase()} may still take today (${formatQuotaBytes(left.left)} of ${formatQuotaBytes(left.quota)}); nothing was stored`;
            throw new AppError('FILE_TOO_LARGE', message, [{ path: 'file', message, limit: left.quota }]);
          }
          const file = await files.commit(staged, tx);
          await repo.addLinkUpload(tx, link.id, file.id);
          await repo.insertPortalUpload(tx, { linkId: link.id, accountId: link.accountId, fileId: file.id, bytes: staged.size, createdAt: now });
          return file;
        });
      } catch (error) {
        await files.discard(staged).catch(() => undefined);
        if (error instanceof AppError && error.code === 'FILE_TOO_LARGE') await tellThrottled(link, now);
        throw error;
      }
    },

    /** Files a request through the link: in-review, flagged fromPortal, the landlord is told. */
    async submit(token: string, input: RequestFields & { contactName: string; contactEmail?: string | undefined; contactPhone?: string | undefined }) {
      const link = await liveLink(token);
      assertCategory(input.categoryId, input.subCategoryId);
      const foreign = [...input.attachmentIds, ...input.videoIds].filter((id) => !link.uploadIds.includes(id));
      if (foreign.length > 0) {
        throw new AppError('VALIDATION_FAILED', 'Attach only files uploaded with this link', foreign.map(() => ({ path: 'attachmentIds', message: 'Unknown file' })));
      }
      await requests.assertAttachments(link.accountId, input.attachmentIds, input.videoIds);
      const place = await placeOf(db, link.propertyId);
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertRequest(tx, {
          accountId: link.accountId,
          propertyId: link.propertyId,
          buildingId: place.buildingId,
          propertyName: place.name,
          fromPortal: true,
          contactName: input.contactName,
          contactEmail: input.contactEmail ?? null,
          contactPhone: input.contactPhone ?? null,
          categoryId: input.categoryId,
          subCategoryId: input.subCategoryId ?? null,
          description: input.description,
          urgency: input.urgency,
          attachmentIds: [...new Set(input.attachmentIds)],
          videoIds: [...new Set(input.videoIds)],
        });
        await requests.publishCreated(tx, inserted);
        return inserted;
      });
      deps.events.flush();
      return { id: row.id, message: 'Thank you: your request was sent to the landlord' };
    },
  };
}

/**
 * Share links (docs/design.md#sharing-by-token, issue 25 item 5): one kind of link for work orders,
 * contacts and lease-form templates — a random 32-byte token stored hashed, with an expiry, revocable,
 * with the time it was last opened. The owner lists a record's active links and revokes one or all.
 */
import { z } from 'zod';

/** The records a link can share (the subject of a link). */
export const shareLinkKinds = ['workOrder', 'contact', 'leaseFormTemplate'] as const;
export type ShareLinkKind = (typeof shareLinkKinds)[number];

/** Active links one record may have at once; a new link past it is a 422 (revoke some first). */
export const MAX_ACTIVE_SHARE_LINKS = 50;

/** An active link as its owner sees it: never the token, which only the recipient holds. */
export const shareLinkSchema = z
  .object({
    id: z.string().uuid(),
    kind: z.enum(shareLinkKinds),
    email: z.string().nullable().describe('Whom it was e-mailed to; null for a copied link'),
    createdAt: z.string(),
    expiresAt: z.string(),
    lastUsedAt: z.string().nullable().describe('When the link was last opened; null if never'),
  })
  .describe('ShareLink');
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** GET /{records}/{id}/share-links: the record's active links, newest first (at most MAX_ACTIVE_SHARE_LINKS). */
export const shareLinkListResponseSchema = z.object({ results: z.array(shareLinkSchema) });
export type ShareLinkListResponse = z.infer<typeof shareLinkListResponseSchema>;

/** DELETE /{records}/{id}/share-links: how many active links were revoked. */
export const revokedShareLinksResponseSchema = z.object({ revoked: z.number().int().min(0) });
export type RevokedShareLinksResponse = z.infer<typeof revokedShareLinksResponseSchema>;

/** POST /work-orders/{id}/share-links ("Copy link"): a new link to hand over yourself. */
export const createdShareLinkSchema = z.object({ link: shareLinkSchema, url: z.string() });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

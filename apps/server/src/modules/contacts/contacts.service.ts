/**
 * Contacts (spec points 3, 4, 7 "Contacts" and "Categories"): an account's people and companies,
 * the contact/inventory categories catalogue plus the account's own, and sharing one contact by an
 * e-mailed link (docs/design.md#sharing-by-token). Another account's contact reads as CONTACT_NOT_FOUND.
 */
import {
  buildPagination,
  CONTACT_SHARE_TTL_DAYS,
  contactDisplayName,
  contactIssues,
  contactMessages,
  sharedContactPath,
  type Category,
  type CategoryEntity,
  type Contact,
  type ContactListResponse,
  type ContactMessageResponse,
  type CreateCategoryInput,
  can,
  type CreatedShareLink,
  type SharedContactPreview,
  type SharedContactResponse,
  type createContactInputSchema,
  type listContactsQuerySchema,
  type updateContactInputSchema,
} from '@lintel/shared';
import type { z } from 'zod';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { hashToken } from '../../platform/crypto.ts';
import { isUniqueViolation } from '../../platform/sql.ts';
import { assertRecordCap } from '../../platform/record-caps.ts';
import * as shareLinksApi from '../share-links/index.ts';
import * as repo from './contacts.repository.ts';
import type { CategoryRow, ContactWithCategories } from './contacts.repository.ts';

type ParsedCreate = z.output<typeof createContactInputSchema>;
type ParsedUpdate = z.output<typeof updateContactInputSchema>;
type ParsedList = z.output<typeof listContactsQuerySchema>;


/**
 * Checks that a category (and sub-category) id is one the account can use for `entity`: a top-level
 * category of that entity, and a sub-category under it. Throws VALIDATION_FAILED (422) naming the field.
 */
export async function assertCategories(
  executor: Executor,
  accountId: string,
  entity: CategoryEntity,
  ids: { categoryId?: number | null | undefined; subCategoryId?: number | null | undefined },
): Promise<void> {
  const wanted = [ids.categoryId, ids.subCategoryId].filter((id): id is number => typeof id === 'number');
  if (wanted.length === 0) return;
  const rows = await repo.findVisibleCategories(executor, accountId, wanted);
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (ids.categoryId) {
    const row = byId.get(ids.categoryId);
    if (!row || row.entity !== entity || row.parentId !== null) {
      throw new AppError('VALIDATION_FAILED', 'Unknown category', [{ path: 'categoryId', message: `Category ${ids.categoryId} does not exist` }]);
    }
  }
  if (ids.subCategoryId) {
    const row = byId.get(ids.subCategoryId);
    if (!row || row.parentId !== ids.categoryId) {
      throw new AppError('VALIDATION_FAILED', 'Unknown sub-category', [
        { path: 'subCategoryId', message: `Sub-category ${ids.subCategoryId} is not under the chosen category` },
      ]);
    }
  }
}

function toCategory(row: CategoryRow, hasSubCategories = false): Category {
  return {
    id: row.id,
    name: row.name,
    entity: row.entity,
    parentId: row.parentId,
    isCustom: row.accountId !== null,
    hasSubCategories,
  };
}

function toDto(row: ContactWithCategories): Contact {
  return {
    id: row.id,
    type: row.type,
    fullName: row.fullName,
    companyName: row.companyName,
    displayName: row.displayName,
    email: row.email,
    phoneNumbers: row.phoneNumbers,
    address: row.address,
    notes: row.notes,
    categoryId: row.categoryId,
    subCategoryId: row.subCategoryId,
    category: row.categoryId !== null && row.categoryName !== null ? { id: row.categoryId, name: row.categoryName } : null,
    subCategory: row.subCategoryId !== null && row.subCategoryName !== null ? { id: row.subCategoryId, name: row.subCategoryName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Shared-contact e-mails, a job of the share (decision 013). */
export const CONTACTS_MAIL_JOB = 'contacts.mail';

export type ContactsService = ReturnType<typeof createContactsService>;

export function createContactsService(deps: AppDeps) {
  const { db, config } = deps;

  async function loadOwn(executor: Executor, auth: AuthContext, id: string): Promise<ContactWithCategories> {
    const row = await repo.findContact(executor, auth.accountId, id);
    if (!row) throw new AppError('CONTACT_NOT_FOUND', 'Contact not found');
    return row;
  }

  async function resolveShare(token: string) {
    const share = await shareLinksApi.useShareLink(db, 'contact', token);
    const contact = share ? await repo.findContact(db, share.accountId, share.subjectId) : undefined;
    if (!share || !contact) throw new AppError('SHARE_TOKEN_INVALID', 'This link is invalid or has expired');
    return { share, contact, sharedBy: await repo.userName(db, share.accountId) };
  }

  return {
    /** GET /contacts: a page newest first (spec point 9), meta.hasContacts. 3 queries, 4 when empty. */
    async list(auth: AuthContext, query: ParsedList): Promise<ContactListResponse> {
      const filter: repo.ContactFilter = {
        accountId: auth.accountId,
        search: query.search || undefined,
        type: query.type,
        categoryId: query.categoryId,
      };
      const [rows, total] = await Promise.all([
        repo.listContacts(db, filter, query.sortBy, query.page, query.pageSize),
        repo.countContacts(db, filter),
      ]);
      const hasContacts = total > 0 || (await repo.accountHasContact(db, auth.accountId));
      return { results: rows.map(toDto), pagination: buildPagination(query.page, query.pageSize, total), meta: { hasContacts } };
    },

    /** POST /contacts */
    async create(auth: AuthContext, input: ParsedCreate): Promise<Contact> {
      await assertCategories(db, auth.accountId, 'contact', input);
      const row = await db.transaction(async (tx) => {
        await assertRecordCap(tx, 'contacts', auth.accountId, (upTo) => repo.countContactsUpTo(tx, auth.accountId, upTo));
        return repo.insertContact(tx, {
          accountId: auth.accountId,
          type: input.type,
          fullName: input.fullName || null,
          companyName: input.companyName || null,
          displayName: contactDisplayName(input),
          email: input.email ?? null,
          phoneNumbers: input.phoneNumbers,
          address: input.address || null,
          notes: input.notes || null,
          categoryId: input.categoryId ?? null,
          subCategoryId: input.subCategoryId ?? null,
        });
      });
      return toDto((await repo.findContact(db, auth.accountId, row.id))!);
    },

    /** PUT /contacts/{id}: partial; the merged contact must still have its name. */
    async update(auth: AuthContext, id: string, input: ParsedUpdate): Promise<Contact> {
      return db.transaction(async (tx) => {
        const row = await loadOwn(tx, auth, id);
        const merged = {
          type: input.type ?? row.type,
          fullName: input.fullName !== undefined ? input.fullName || null : row.fullName,
          companyName: input.companyName !== undefined ? input.companyName || null : row.companyName,
          categoryId: input.categoryId !== undefined ? input.categoryId : row.categoryId,
          subCategoryId: input.subCategoryId !== undefined ? input.subCategoryId : input.categoryId !== undefined ? null : row.subCategoryId,
        };
        const issues = contactIssues(merged);
        if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues[0]!.message, issues);
        await assertCategories(tx, auth.accountId, 'contact', merged);
        await repo.updateContact(tx, row.id, {
          ...merged,
          displayName: contactDisplayName(merged),
          ...(input.email !== undefined ? { email: input.email } : {}),
          ...(input.phoneNumbers !== undefined ? { phoneNumbers: input.phoneNumbers } : {}),
          ...(input.address !== undefined ? { address: input.address || null } : {}),
          ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
        });
        return toDto((await repo.findContact(tx, auth.accountId, row.id))!);
      });
    },

    /** DELETE /contacts/{id}; its share links stop working. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await loadOwn(tx, auth, id);
        await repo.deleteContact(tx, row.id);
        await shareLinksApi.revokeShareLinksOf(tx, auth.accountId, 'contact', row.id);
      });
    },

    /** Throws CONTACT_NOT_FOUND unless the contact is the caller's (share-link routes). */
    async assertOwn(auth: AuthContext, id: string): Promise<void> {
      await loadOwn(db, auth, id);
    },

    /** POST /contacts/share-contact: e-mails `${publicUrl}/contacts/shared/{token}`, valid 14 days. */
    async share(auth: AuthContext, contactId: string, email: string): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        const own = await loadOwn(tx, auth, contactId);
        const { token } = await shareLinksApi.createShareLink(tx, { accountId: auth.accountId, kind: 'contact', subjectId: own.id, email, ttlDays: CONTACT_SHARE_TTL_DAYS });
        const sharer = await repo.userName(tx, auth.userId);
        const link = `${config.publicUrl}${sharedContactPath(token)}`;
        // The e-mail is a job of this transaction (decision 013): sent after the commit, once per share.
        await deps.jobs.send(
          CONTACTS_MAIL_JOB,
          {
            to: email,
            subject: `${sharer} shared a contact with you on Lintel`,
            text: `${sharer} shared the contact "${own.displayName}" with you.\n\nOpen it and add it to your contacts (the link works for ${CONTACT_SHARE_TTL_DAYS} days):\n${link}\n`,
          },
          { key: `share:${hashToken(token)}`, tx },
        );
      });
      return { message: contactMessages.shared };
    },

    /**
     * POST /contacts/{id}/share-links ("Copy link"): a link like the e-mailed one (same 14 days, listed
     * and revocable the same way) for the owner to hand over themselves. CONTACT_NOT_FOUND otherwise.
     */
    async createShareLink(auth: AuthContext, id: string): Promise<CreatedShareLink> {
      const { row, token } = await db.transaction(async (tx) => {
        const own = await loadOwn(tx, auth, id);
        return shareLinksApi.createShareLink(tx, { accountId: auth.accountId, kind: 'contact', subjectId: own.id, email: null, ttlDays: CONTACT_SHARE_TTL_DAYS });
      });
      return { link: shareLinksApi.toShareLinkDto(row), url: `${config.publicUrl}${sharedContactPath(token)}` };
    },

    /** GET /contacts/share-preview/{token} (public): the contact's name and the sharer, for the sign-in page; 404 once revoked or expired. */
    async previewByToken(token: string): Promise<SharedContactPreview> {
      const { share, sharedBy, contact } = await resolveShare(token);
      return { contactName: contact.displayName, sharedBy: { fullName: sharedBy }, expiresAt: share.expiresAt.toISOString() };
    },

    /** GET /contacts/get-by-token/{token}: only the shared contact, for any signed-in user. */
    async getByToken(auth: AuthContext, token: string): Promise<SharedContactResponse> {
      const { share, sharedBy, contact } = await resolveShare(token);
      const { categoryId: _categoryId, subCategoryId: _subCategoryId, ...dto } = toDto(contact);
      return {
        contact: { ...dto, isOwn: contact.accountId === auth.accountId },
        sharedBy: { fullName: sharedBy },
        expiresAt: share.expiresAt.toISOString(),
      };
    },

    /** POST /contacts/add/{token}: copies the shared contact into the caller's contacts, once. */
    async addByToken(auth: AuthContext, token: string): Promise<ContactMessageResponse> {
      const { share, contact } = await resolveShare(token);
      if (contact.accountId === auth.accountId) {
        throw new AppError('CONTACT_ALREADY_ADDED', 'This contact is already in your list');
      }
      if (await repo.findCopyOfShare(db, auth.accountId, share.id)) {
        throw new AppError('CONTACT_ALREADY_ADDED', 'This contact is already in your list');
      }
      // The sharer's own categories are theirs; only catalogue categories travel with the copy.
      const catalogue = new Set(
        (await repo.findVisibleCategories(db, auth.accountId, [contact.categoryId, contact.subCategoryId].filter((id): id is number => id !== null)))
          .map((row) => row.id),
      );
      const categoryId = contact.categoryId !== null && catalogue.has(contact.categoryId) ? contact.categoryId : null;
      const subCategoryId = categoryId !== null && contact.subCategoryId !== null && catalogue.has(contact.subCategoryId) ? contact.subCategoryId : null;
      try {
        const row = await db.transaction(async (tx) => {
          await assertRecordCap(tx, 'contacts', auth.accountId, (upTo) => repo.countContactsUpTo(tx, auth.accountId, upTo));
          return repo.insertContact(tx, {
            accountId: auth.accountId,
            type: contact.type,
            fullName: contact.fullName,
            companyName: contact.companyName,
            displayName: contact.displayName,
            email: contact.email,
            phoneNumbers: contact.phoneNumbers,
            address: contact.address,
            notes: contact.notes,
            categoryId,
            subCategoryId,
            sourceShareId: share.id,
          });
        });
        return { message: contactMessages.added, contact: toDto((await repo.findContact(db, auth.accountId, row.id))!) };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONTACT_ALREADY_ADDED', 'This contact is already in your list');
        throw error;
      }
    },

    /** GET /categories?entity= : top-level categories (catalogue and the account's own). */
    async categories(auth: AuthContext, entity: CategoryEntity): Promise<{ categories: Category[] }> {
      const rows = await repo.listCategories(db, auth.accountId, entity);
      return { categories: rows.map((row) => toCategory(row.row, row.hasSubCategories)) };
    },

    /** GET /contractor-sub-categories: the trades under Contractor. */
    async contractorSubCategories(auth: AuthContext): Promise<{ subCategories: Category[] }> {
      return { subCategories: (await repo.listContractorSubCategories(db, auth.accountId)).map((row) => toCategory(row)) };
    },

    /** POST /categories: the account's own category or sub-category; a name taken at that level is 409. */
    async createCategory(auth: AuthContext, input: CreateCategoryInput): Promise<{ category: Category }> {
      if (input.entity === 'inventory' && !can(auth.role, 'inventory.manage')) {
        throw new AppError('FORBIDDEN', 'Your role keeps no inventory');
      }
      const parentId = input.parentId ?? null;
      if (parentId !== null) {
        const [parent] = await repo.findVisibleCategories(db, auth.accountId, [parentId]);
        if (!parent || parent.entity !== input.entity || parent.parentId !== null) {
          throw new AppError('VALIDATION_FAILED', 'Unknown parent category', [{ path: 'parentId', message: `Category ${parentId} does not exist` }]);
        }
      }
      if (await repo.findSiblingByName(db, auth.accountId, input.entity, parentId, input.name)) {
        throw new AppError('CATEGORY_EXISTS', `A category named "${input.name}" already exists`, [{ path: 'name', message: 'Already exists' }]);
      }
      const row = await repo.insertCategory(db, { name: input.name, entity: input.entity, parentId, accountId: auth.accountId });
      return { category: toCategory(row) };
    },
  };
}

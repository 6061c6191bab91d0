/**
 * Work orders (spec points 3, 4, 7 "Work orders", 8): a landlord's projects on their properties,
 * shared by e-mailed token, assigned to contacts or Lintel users, quoted by the service providers
 * asked, one quote accepted (Converted; the others declined), completed by the provider with an
 * invoice, confirmed and rated by the landlord, who gets a Bill expense on the property. Another
 * account's work order reads as WORK_ORDER_NOT_FOUND (404); a provider sees only those they take part in.
 */
import {
  applyQuoteTransition,
  buildPagination,
  can,
  centsToAmount,
  formatMoney,
  moneyToCents,
  quoteTotals,
  sharedWorkOrderPath,
  statusesForFilter,
  todayDateOnly,
  WORK_ORDER_SHARE_TTL_DAYS,
  workOrderMessages,
  workOrderPath,
  type AddAssigneeInput,
  type EventType,
  type QuoteState,
  type SharedWorkOrderResponse,
  type CreatedShareLink,
  type StoredFile,
  type SuggestedContractorsResponse,
  type WorkOrder,
  type WorkOrderInboxResponse,
  type WorkOrderListResponse,
  type WorkOrderQuote,
  type WorkOrderSource,
  type completeWorkOrderInputSchema,
  type confirmWorkOrderInputSchema,
  type createWorkOrderInputSchema,
  type createWorkOrderQuoteInputSchema,
  type listWorkOrdersQuerySchema,
  type updateWorkOrderInputSchema,
} from '@lintel/shared';
import type { z } from 'zod';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { hashToken } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { FilesService } from '../files/index.ts';
import * as authApi from '../auth/index.ts';
import * as contactsApi from '../contacts/index.ts';
import * as propertiesApi from '../properties/index.ts';
import * as moneyApi from '../money/index.ts';
import * as shareLinksApi from '../share-links/index.ts';
import * as repo from './work-orders.repository.ts';
import type { WorkOrderQuoteRow, WorkOrderRow } from './work-orders.repository.ts';
import { loadCandidates, suggestContractors } from './work-orders.suggest.ts';

type ParsedCreate = z.output<typeof createWorkOrderInputSchema>;
type ParsedUpdate = z.output<typeof updateWorkOrderInputSchema>;
type ParsedList = z.output<typeof listWorkOrdersQuerySchema>;
type ParsedQuote = z.output<typeof createWorkOrderQuoteInputSchema>;
type ParsedComplete = z.output<typeof completeWorkOrderInputSchema>;
type ParsedConfirm = z.output<typeof confirmWorkOrderInputSchema>;


/** What a tenant request or a property service gives a work order made from it. */
export interface RequestSourceRecord {
  propertyId: string;
  unitId?: string | null | undefined;
  name: string;
  description: string;
  /** Photos and other attachments (file ids). */
  attachmentIds: string[];
  /** Videos (file ids); a service has none. */
  videoIds?: string[] | undefined;
}

/**
 * Wired by the lead to the tenant-requests / services module: `load` answers the account's source
 * record (undefined when it is not theirs or does not exist); `link` records the work order on it.
 */
export interface RequestSources {
  load(db: Executor, accountId: string, source: WorkOrderSource): Promise<RequestSourceRecord | undefined>;
  link(tx: Executor, accountId: string, source: WorkOrderSource, workOrderId: string): Promise<void>;
}

export interface WorkOrdersNeeds {
  files: FilesService;
  requestSources?: RequestSources | undefined;
  /**
   * Called inside the transaction that chose a provider (quote accepted, or a provider assigned while
   * quotes were asked) with the other asked providers: the chat area takes them out of the work
   * order's conversations (issue 21 item 2). `subjectKeys` are the conversations concerned.
   */
  onProvidersDeclined?: ((tx: Executor, accountId: string, subjectKeys: string[], providerIds: string[]) => Promise<void>) | undefined;
}

/** Subject keys of a work order's conversations that declined providers may have been in. */
const conversationKeys = (workOrderId: string, providerIds: string[]) => [`workOrder:${workOrderId}`, ...providerIds.map((providerId) => `workOrder:${workOrderId}:${providerId}`)];

const notFound = () => new AppError('WORK_ORDER_NOT_FOUND', 'Work order not found');
const conflict = (message: string) => new AppError('WORK_ORDER_STATE_CONFLICT', message);
const invalid = (path: string, message: string) => new AppError('VALIDATION_FAILED', message, [{ path, message }]);

const nameOf = (user: { fullName: string; companyName: string | null } | undefined) => (user ? user.companyName || user.fullName : 'Someone');

function quoteDto(row: WorkOrderQuoteRow, provider: { name: string; rating: number | null; ratingCount: number }): WorkOrderQuote {
  return {
    id: row.id,
    workOrderId: row.workOrderId,
    provider: { id: row.providerId, ...provider },
    status: row.status,
    declined: row.declinedAt !== null,
    lineItems: row.lineItems,
    amount: centsToAmount(moneyToCents(row.amount)),
    rate: Number(row.rate),
    taxAmount: centsToAmount(moneyToCents(row.taxAmount)),
    total: centsToAmount(moneyToCents(row.total)),
    earliestStart: row.earliestStart,
    memo: row.memo,
    createdAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

export type WorkOrdersService = ReturnType<typeof createWorkOrdersService>;

/** Sends the e-mails the work-order service queues in its transactions (a share link). */
export const WORK_ORDERS_MAIL_JOB = 'workOrders.mail';

export function createWorkOrdersService(deps: AppDeps, needs: WorkOrdersNeeds) {
  const { db, config, events } = deps;
  const { files } = needs;

  /**
   * Records an event telling `userIds` (never the actor) something about the work order. `row` is the
   * work order after the change: its status travels in the payload (decision 012), so a screen in the
   * room updates without asking again.
   */
  async function tell(tx: Executor, type: EventType, row: WorkOrderRow, actor: AuthContext, userIds: readonly string[], summary: string, extra: Record<string, unknown> = {}) {
    await recordEvent(tx, {
      type,
      accountId: row.accountId,
      userIds: [...new Set(userIds)].filter((id) => id !== actor.userId),
      room: `workOrder:${row.id}`,
      payload: { workOrderId: row.id, status: row.status, summary: summary.slice(0, 300), link: workOrderPath(row.id), ...extra },
    } as Parameters<typeof recordEvent>[1]);
  }

  /** The providers asked to quote other than `chosenId` leave the work order's conversations. */
  async function declineOthers(tx: Executor, row: WorkOrderRow, chosenId: string) {
    const others = (await repo.quoteRequestsOf(tx, [row.id])).map((request) => request.providerId).filter((id) => id !== chosenId);
    if (others.length > 0 && needs.onProvidersDeclined) await needs.onProvidersDeclined(tx, row.accountId, conversationKeys(row.id, others), others);
  }

  /** Every quote of the work order with its status, read in `tx` after the change (quote events carry it). */
  async function quoteStates(tx: Executor, workOrderId: string): Promise<Array<{ id: string; status: QuoteState['status'] }>> {
    return (await repo.quotesOf(tx, [workOrderId])).map((quote) => ({ id: quote.id, status: quote.status }));
  }

  async function loadOwn(executor: Executor, auth: AuthContext, id: string, lock = false): Promise<WorkOrderRow> {
    const row = await repo.findOwnWorkOrder(executor, auth.accountId, id, lock);
    if (!row) throw notFound();
    return row;
  }

  /** The landlord's own, or one a provider takes part in. */
  async function loadVisible(executor: Executor, auth: AuthContext, id: string): Promise<WorkOrderRow> {
    const row = can(auth.role, 'workOrder.manage') ? await repo.findOwnWorkOrder(executor, auth.accountId, id) : await repo.findWorkOrderForParty(executor, auth.userId, id);
    if (!row) throw notFound();
    return row;
  }

  /** Checks the property, unit, room and files of a create or update (422 naming the field; another account's property is 404). */
  async function checkPlace(executor: Executor, auth: AuthContext, place: { property: string; unit?: string | null | undefined; room?: string | null | undefined }) {
    const property = await propertiesApi.findProperty(executor, auth.accountId, place.property);
    if (!property) throw new AppError('PROPERTY_NOT_FOUND', 'Property not found');
    if (place.unit) {
      const unit = await propertiesApi.findProperty(executor, auth.accountId, place.unit);
      if (!unit || unit.parentId !== property.id) throw invalid('unit', 'Choose a unit of the property');
    }
    if (place.room && !(await propertiesApi.findRoom(executor, auth.accountId, place.unit ?? property.id, place.room))) {
      throw invalid('room', 'Choose a room of the unit or property');
    }
    return property;
  }

  async function checkFiles(executor: Executor, auth: AuthContext, input: { attachments?: string[] | undefined; videos?: string[] | undefined; documents?: string[] | undefined }) {
    if (input.attachments?.length) await files.assertOwnFiles(auth.accountId, input.attachments, { path: 'attachments', executor });
    if (input.videos?.length) await files.assertOwnFiles(auth.accountId, input.videos, { path: 'videos', kind: 'video', executor });
    if (input.documents?.length) await files.assertOwnFiles(auth.accountId, input.documents, { path: 'documents', executor });
  }

  /** Full DTOs of work orders (a fixed number of queries per call, not per row). */
  async function toDtos(executor: Executor, rows: WorkOrderRow[], viewer: AuthContext): Promise<WorkOrder[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [assignees, requests, quotes] = await Promise.all([repo.assigneesOf(executor, ids), repo.quoteRequestsOf(executor, ids), repo.quotesOf(executor, ids)]);
    const userIds = [...rows.flatMap((row) => [row.accountId, ...(row.providerId ? [row.providerId] : [])]), ...assignees.flatMap((a) => (a.userId ? [a.userId] : [])), ...requests.map((r) => r.providerId)];
    const accountOf = new Map(rows.map((row) => [row.id, row.accountId]));
    const [users, properties, fileDtos, contacts, roomRows] = await Promise.all([
      authApi.findUsersByIds(executor, userIds),
      propertiesApi.findPropertiesByIds(executor, [...new Set(rows.flatMap((row) => [row.propertyId, ...(row.unitId ? [row.unitId] : [])]))]),
      files.dtosByIds(rows.flatMap((row) => [...row.attachmentIds, ...row.videoIds, ...row.documentIds, ...(row.invoiceFileId ? [row.invoiceFileId] : [])]), executor),
      contactsApi.findContactsOf(
        executor,
        assignees.flatMap((a) => (a.contactId ? [{ accountId: accountOf.get(a.workOrderId)!, id: a.contactId }] : [])),
      ),
      propertiesApi.findRoomsOf(
        executor,
        rows.flatMap((row) => (row.roomId ? [{ accountId: row.accountId, propertyId: row.unitId ?? row.propertyId, roomId: row.roomId }] : [])),
      ),
    ]);
    const userBy = new Map(users.map((user) => [user.id, user]));
    const propertyBy = new Map(properties.map((property) => [property.id, property]));
    const contactNames = new Map(contacts.map((contact) => [contact.id, { name: contact.displayName, email: contact.email }]));
    const roomBy = new Map(roomRows.map((room) => [room.id, room]));
    const filesOf = (list: string[]) => list.map((id) => fileDtos.get(id)).filter((file): file is StoredFile => file !== undefined);
    const isLandlord = can(viewer.role, 'workOrder.manage');
    const results: WorkOrder[] = [];
    for (const row of rows) {
      const property = propertyBy.get(row.propertyId);
      const unit = row.unitId ? propertyBy.get(row.unitId) : undefined;
      const found = row.roomId ? roomBy.get(row.roomId) : undefined;
      const room = found && found.accountId === row.accountId && found.propertyId === (row.unitId ?? row.propertyId) ? found : undefined;
      const quoteOf = new Map(quotes.filter((quote) => quote.workOrderId === row.id).map((quote) => [quote.providerId, quote.id]));
      results.push({
        id: row.id,
        name: row.name,
        category: row.category as WorkOrder['category'],
        description: row.description,
        priority: row.priority,
        timing: row.timing,
        status: row.status,
        property: { id: row.propertyId, name: property?.nickname ?? '' },
        unit: unit ? { id: unit.id, name: unit.nickname } : null,
        room: room ? { id: room.id, name: room.name } : null,
        dateRange: row.startDate && row.endDate ? { startDate: row.startDate, endDate: row.endDate } : null,
        attachments: filesOf(row.attachmentIds),
        videos: filesOf(row.videoIds),
        documents: filesOf(row.documentIds),
        source: row.sourceKind && row.sourceId ? { kind: row.sourceKind, id: row.sourceId } : null,
        landlordName: userBy.get(row.accountId)?.fullName ?? '',
        assignees: assignees
          .filter((assignee) => assignee.workOrderId === row.id)
          .map((assignee) => {
            const user = assignee.userId ? userBy.get(assignee.userId) : undefined;
            const contact = assignee.contactId ? contactNames.get(assignee.contactId) : undefined;
            return {
              id: assignee.id,
              kind: assignee.userId ? ('user' as const) : ('contact' as const),
              name: user ? nameOf(user) : (contact?.name ?? ''),
              email: isLandlord ? (user?.email ?? contact?.email ?? null) : null,
              contactId: assignee.contactId,
              userId: assignee.userId,
            };
          }),
        quoteRequests: requests
          .filter((request) => request.workOrderId === row.id && (isLandlord || request.providerId === viewer.userId))
          .map((request) => ({
            providerId: request.providerId,
            providerName: nameOf(userBy.get(request.providerId)),
            requestedAt: request.requestedAt.toISOString(),
            quoteId: quoteOf.get(request.providerId) ?? null,
          })),
        acceptedQuoteId: row.acceptedQuoteId,
        provider: row.providerId ? { id: row.providerId, name: nameOf(userBy.get(row.providerId)) } : null,
        invoice: row.invoiceFileId ? (fileDtos.get(row.invoiceFileId) ?? null) : null,
        invoiceNumber: row.invoiceNumber,
        invoiceAmount: row.invoiceAmount === null ? null : centsToAmount(moneyToCents(row.invoiceAmount)),
        rating: row.rating,
        ratingComment: row.ratingComment,
        transactionId: row.transactionId,
        completedAt: row.completedAt?.toISOString() ?? null,
        closedAt: row.closedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      });
    }
    return results;
  }

  async function toDto(executor: Executor, row: WorkOrderRow, viewer: AuthContext): Promise<WorkOrder> {
    return (await toDtos(executor, [row], viewer))[0]!;
  }

  /** Quotes with their providers' names and ratings. */
  async function quoteDtos(executor: Executor, accountId: string, quotes: WorkOrderQuoteRow[]): Promise<WorkOrderQuote[]> {
    const providerIds = [...new Set(quotes.map((quote) => quote.providerId))];
    const [users, ratings] = await Promise.all([authApi.findUsersByIds(executor, providerIds), repo.ratingsOf(executor, accountId, providerIds)]);
    const userBy = new Map(users.map((user) => [user.id, user]));
    const ratingBy = new Map(ratings.map((rating) => [rating.providerId, rating]));
    return quotes.map((quote) => {
      const rating = ratingBy.get(quote.providerId);
      return quoteDto(quote, {
        name: nameOf(userBy.get(quote.providerId)),
        rating: rating?.rating ? Math.round(Number(rating.rating) * 10) / 10 : null,
        ratingCount: rating?.ratingCount ?? 0,
      });
    });
  }

  return {
    /** GET /work-orders: a page, default filter active (spec point 4), newest first. */
    async list(auth: AuthContext, query: ParsedList): Promise<WorkOrderListResponse> {
      const filter: repo.WorkOrderFilter = { accountId: auth.accountId, statuses: statusesForFilter(query.status), search: query.search || undefined, propertyId: query.propertyId };
      if (query.propertyId && !(await propertiesApi.findProperty(db, auth.accountId, query.propertyId))) throw new AppError('PROPERTY_NOT_FOUND', 'Property not found');
      const [rows, total] = await Promise.all([repo.listWorkOrders(db, filter, query.sortBy, query.page, query.pageSize), repo.countWorkOrders(db, filter)]);
      const ids = rows.map((row) => row.id);
      const [properties, quotes, thumbs] = await Promise.all([
        propertiesApi.findPropertiesByIds(db, [...new Set(rows.flatMap((row) => [row.propertyId, ...(row.unitId ? [row.unitId] : [])]))]),
        repo.quotesOf(db, ids),
        files.dtosByIds(rows.flatMap((row) => row.attachmentIds.slice(0, 1))),
      ]);
      const propertyBy = new Map(properties.map((property) => [property.id, property]));
      const hasWorkOrders = total > 0 || (await repo.accountHasWorkOrder(db, auth.accountId));
      return {
        results: rows.map((row) => {
          const thumb = row.attachmentIds[0] ? thumbs.get(row.attachmentIds[0]) : undefined;
          const unit = row.unitId ? propertyBy.get(row.unitId) : undefined;
          return {
            id: row.id,
            name: row.name,
            category: row.category as WorkOrder['category'],
            priority: row.priority,
            status: row.status,
            property: { id: row.propertyId, name: propertyBy.get(row.propertyId)?.nickname ?? '' },
            unit: unit ? { id: unit.id, name: unit.nickname } : null,
            quotesCount: quotes.filter((quote) => quote.workOrderId === row.id).length,
            thumbnailUrl: thumb ? (thumb.previewUrl ?? (thumb.mimeType.startsWith('image/') ? thumb.url : null)) : null,
            createdAt: row.createdAt.toISOString(),
            updatedAt: row.updatedAt.toISOString(),
          };
        }),
        pagination: buildPagination(query.page, query.pageSize, total),
        meta: { hasWorkOrders },
      };
    },

    /** POST /work-orders: from scratch, or from a tenant request / property service (`source`). */
    async create(auth: AuthContext, input: ParsedCreate): Promise<WorkOrder> {
      let source: RequestSourceRecord | undefined;
      if (input.source) {
        if (!needs.requestSources) {
          throw new AppError('WORK_ORDER_SOURCE_UNAVAILABLE', 'Work orders cannot be made from requests or services yet', [{ path: 'source', message: 'Not available' }]);
        }
        source = await needs.requestSources.load(db, auth.accountId, input.source);
        if (!source) throw new AppError('NOT_FOUND', 'The request or service was not found');
      }
      const row = await db.transaction(async (tx) => {
        await checkPlace(tx, auth, input);
        await checkFiles(tx, auth, input);
        const attachments = [...new Set([...(source?.attachmentIds ?? []), ...input.attachments])];
        const videos = [...new Set([...(source?.videoIds ?? []), ...input.videos])];
        const inserted = await repo.insertWorkOrder(tx, {
          accountId: auth.accountId,
          name: input.name,
          category: input.category,
          description: input.description || source?.description || '',
          priority: input.priority,
          timing: input.timing,
          propertyId: input.property,
          unitId: input.unit ?? null,
          roomId: input.room ?? null,
          startDate: input.dateRange?.startDate ?? null,
          endDate: input.dateRange?.endDate ?? null,
          attachmentIds: attachments,
          videoIds: videos,
          documentIds: input.documents,
          sourceKind: input.source?.kind ?? null,
          sourceId: input.source?.id ?? null,
        });
        if (input.source) await needs.requestSources!.link(tx, auth.accountId, input.source, inserted.id);
        await tell(tx, 'workOrder.created', inserted, auth, [], `New work order: ${inserted.name}`);
        return inserted;
      });
      events.flush();
      return toDto(db, row, auth);
    },

    /** GET /work-orders/{id}: the landlord's, or one the provider takes part in. */
    async get(auth: AuthContext, id: string): Promise<WorkOrder> {
      return toDto(db, await loadVisible(db, auth, id), auth);
    },

    /** PATCH /work-orders/{id}: the project form's fields; a closed work order no longer changes (409). */
    async update(auth: AuthContext, id: string, input: ParsedUpdate): Promise<WorkOrder> {
      const row = await db.transaction(async (tx) => {
        const current = await loadOwn(tx, auth, id, true);
        if (current.status === 'closed') throw conflict('A closed work order cannot change');
        const unit = input.unit !== undefined ? input.unit : current.unitId;
        const room = input.room !== undefined ? input.room : input.unit !== undefined ? null : current.roomId;
        await checkPlace(tx, auth, { property: current.propertyId, unit, room });
        await checkFiles(tx, auth, input);
        return repo.updateWorkOrder(tx, current.id, {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.category !== undefined ? { category: input.category } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.priority !== undefined ? { priority: input.priority } : {}),
          ...(input.timing !== undefined ? { timing: input.timing } : {}),
          ...(input.attachments !== undefined ? { attachmentIds: input.attachments } : {}),
          ...(input.videos !== undefined ? { videoIds: input.videos } : {}),
          ...(input.documents !== undefined ? { documentIds: input.documents } : {}),
          ...(input.dateRange !== undefined ? { startDate: input.dateRange?.startDate ?? null, endDate: input.dateRange?.endDate ?? null } : {}),
          unitId: unit ?? null,
          roomId: room ?? null,
        });
      });
      return toDto(db, row, auth);
    },

    /** PATCH /work-orders/share/{id}: e-mails `${PUBLIC_URL}/work-orders/shared/{token}` (valid 14 days). */
    async share(auth: AuthContext, id: string, email: string): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        const found = await loadOwn(tx, auth, id);
        const { token } = await shareLinksApi.createShareLink(tx, { accountId: auth.accountId, kind: 'workOrder', subjectId: found.id, email, ttlDays: WORK_ORDER_SHARE_TTL_DAYS });
        await tell(tx, 'workOrder.shared', found, auth, [], `Work order ${found.name} shared with ${email}`);
        // The e-mail is a job of this transaction (decision 013): sent after the commit, once per share.
        const [sharer] = await authApi.findUsersByIds(tx, [auth.userId]);
        const link = `${config.publicUrl}${sharedWorkOrderPath(token)}`;
        const message = {
          to: email,
          subject: `${nameOf(sharer)} shared a work order with you on Lintel`,
          text: `${nameOf(sharer)} shared the work order "${found.name}" with you.\n\nOpen it (no account needed; the link works for ${WORK_ORDER_SHARE_TTL_DAYS} days):\n${link}\n`,
        };
        await deps.jobs.send(WORK_ORDERS_MAIL_JOB, message, { key: `share:${hashToken(token)}`, tx });
      });
      events.flush();
      return { message: workOrderMessages.shared };
    },

    /**
     * POST /work-orders/{id}/share-links ("Copy link"): a link like the e-mailed one (same expiry, listed
     * and revocable the same way) for the landlord to hand over themselves.
     */
    async createShareLink(auth: AuthContext, id: string): Promise<CreatedShareLink> {
      const { row, token } = await db.transaction(async (tx) => {
        const found = await loadOwn(tx, auth, id);
        return shareLinksApi.createShareLink(tx, { accountId: auth.accountId, kind: 'workOrder', subjectId: found.id, email: null, ttlDays: WORK_ORDER_SHARE_TTL_DAYS });
      });
      return { link: shareLinksApi.toShareLinkDto(row), url: `${config.publicUrl}${sharedWorkOrderPath(token)}` };
    },

    /** Throws WORK_ORDER_NOT_FOUND unless the work order is the caller's (share-link routes). */
    async assertOwn(auth: AuthContext, id: string): Promise<void> {
      await loadOwn(db, auth, id);
    },

    /** GET /work-orders/get-by-token/{token}: only the shared work order, without an account; 404 once revoked or expired. */
    async getByToken(token: string): Promise<SharedWorkOrderResponse> {
      const link = await shareLinksApi.useShareLink(db, 'workOrder', token);
      const workOrder = link ? await repo.findOwnWorkOrder(db, link.accountId, link.subjectId) : undefined;
      if (!link || !workOrder) throw new AppError('SHARE_TOKEN_INVALID', 'This link is invalid or has expired');
      const found = { workOrder, share: link };
      const viewer: AuthContext = { userId: found.workOrder.accountId, accountId: found.workOrder.accountId, role: 'propertyManager' };
      const dto = await toDto(db, found.workOrder, viewer);
      const [property] = await propertiesApi.findPropertiesByIds(db, [found.workOrder.propertyId]);
      const location = property?.location;
      return {
        workOrder: {
          id: dto.id,
          name: dto.name,
          category: dto.category,
          description: dto.description,
          priority: dto.priority,
          timing: dto.timing,
          status: dto.status,
          dateRange: dto.dateRange,
          attachments: dto.attachments,
          videos: dto.videos,
          documents: dto.documents,
          landlordName: dto.landlordName,
          createdAt: dto.createdAt,
          unit: dto.unit,
          room: dto.room,
          address: location ? [location.address, location.city].filter(Boolean).join(', ') : '',
        },
        expiresAt: found.share.expiresAt.toISOString(),
      };
    },

    /** PATCH /work-orders/add-assignee/{id}: a contact of the landlord, or a Lintel service provider. */
    async addAssignee(auth: AuthContext, id: string, input: AddAssigneeInput): Promise<{ message: string; workOrder: WorkOrder }> {
      const row = await db.transaction(async (tx) => {
        const found = await loadOwn(tx, auth, id, true);
        if (found.status === 'closed') throw conflict('A closed work order cannot change');
        if ('contactId' in input) {
          if (!(await contactsApi.findContact(tx, auth.accountId, input.contactId))) throw new AppError('CONTACT_NOT_FOUND', 'Contact not found');
          await repo.insertAssignee(tx, { workOrderId: found.id, contactId: input.contactId });
          return found;
        }
        const [user] = await authApi.findUsersByIds(tx, [input.userId]);
        if (!user || user.role !== 'serviceProvider') throw invalid('userId', 'Choose a Lintel service provider');
        const added = await repo.insertAssignee(tx, { workOrderId: found.id, userId: user.id });
        let updated = found;
        if (!found.providerId && (found.status === 'open' || found.status === 'quoteRequested')) {
          updated = await repo.updateWorkOrder(tx, found.id, { providerId: user.id, status: 'inProgress' });
          await declineOthers(tx, found, user.id);
        }
        if (added) await tell(tx, 'workOrder.assigned', updated, auth, [user.id], `You were assigned to ${found.name}`);
        return updated;
      });
      events.flush();
      return { message: workOrderMessages.assigned, workOrder: await toDto(db, row, auth) };
    },

    /**
     * PATCH /work-orders/request-quote/{id}: asks service providers; they see it in their inbox. RATE_LIMITED
     * (429) past the quote requests one landlord may send one provider an hour (platform/recipient-limiter.ts).
     */
    async requestQuote(auth: AuthContext, id: string, providerIds: string[]): Promise<{ message: string; workOrder: WorkOrder }> {
      const row = await db.transaction(async (tx) => {
        const found = await loadOwn(tx, auth, id, true);
        if (found.status !== 'open' && found.status !== 'quoteRequested') throw conflict('Quotes can be requested until one is accepted');
        const users = await authApi.findUsersByIds(tx, providerIds);
        const wrong = providerIds.filter((providerId) => !users.some((user) => user.id === providerId && user.role === 'serviceProvider'));
        if (wrong.length > 0) throw new AppError('VALIDATION_FAILED', 'Choose Lintel service providers', wrong.map(() => ({ path: 'providerIds', message: 'Not a service provider' })));
        // Issue 25 item 7: one landlord cannot flood one provider with quote requests (429).
        await deps.recipientLimiter.check('quoteRequest', auth.accountId, providerIds);
        const asked = await repo.insertQuoteRequests(tx, found.id, [...new Set(providerIds)], new Date());
        const updated = found.status === 'open' ? await repo.updateWorkOrder(tx, found.id, { status: 'quoteRequested' }) : found;
        if (asked.length > 0) await tell(tx, 'workOrder.quoteRequested', updated, auth, asked, `Quote requested: ${found.name}`);
        return updated;
      });
      events.flush();
      return { message: workOrderMessages.quoteRequested, workOrder: await toDto(db, row, auth) };
    },

    /** GET /work-orders/generate-contractors/{id}: ranked contractors with reasons (AI or local). */
    async suggest(auth: AuthContext, id: string): Promise<SuggestedContractorsResponse> {
      const row = await loadOwn(db, auth, id);
      const [property] = await propertiesApi.findPropertiesByIds(db, [row.propertyId]);
      const candidates = await loadCandidates(db, auth.accountId, property?.location?.city ?? null);
      return suggestContractors(deps.ai, { category: row.category as WorkOrder['category'], workOrderName: row.name, description: row.description }, candidates);
    },

    /** POST /work-order-quotes: a provider asked for a quote answers it (Draft → send → Waiting Response). */
    async submitQuote(auth: AuthContext, input: ParsedQuote): Promise<WorkOrderQuote> {
      const quote = await db.transaction(async (tx) => {
        const found = await repo.findWorkOrderForParty(tx, auth.userId, input.workOrderId);
        if (!found || !(await repo.findQuoteRequest(tx, found.id, auth.userId))) throw notFound();
        if (found.status !== 'quoteRequested') throw conflict('This work order no longer takes quotes');
        const state = applyQuoteTransition({ status: 'draft', statusBeforeArchive: null }, 'send')!;
        const totals = quoteTotals({ amount: 0, rate: input.rate, lineItems: input.lineItems });
        const inserted = await repo.insertQuote(tx, {
          workOrderId: found.id,
          providerId: auth.userId,
          status: state.status,
          lineItems: input.lineItems,
          amount: (totals.amount / 100).toFixed(2),
          rate: String(input.rate),
          taxAmount: (totals.taxAmount / 100).toFixed(2),
          total: (totals.total / 100).toFixed(2),
          earliestStart: input.earliestStart,
          memo: input.memo,
        });
        if (!inserted) throw new AppError('QUOTE_ALREADY_EXISTS', 'You already quoted on this work order');
        const [me] = await authApi.findUsersByIds(tx, [auth.userId]);
        await tell(tx, 'workOrder.quoteSubmitted', found, auth, [found.accountId], `${nameOf(me)} quoted ${formatMoney(totals.total)} on ${found.name}`, {
          quoteId: inserted.id,
          quotes: await quoteStates(tx, found.id),
        });
        return inserted;
      });
      events.flush();
      return (await quoteDtos(db, quote.providerId, [quote]))[0]!;
    },

    /** GET /work-orders/{id}/quotes: the quotes side by side (lowest total first). */
    async quotes(auth: AuthContext, id: string): Promise<{ quotes: WorkOrderQuote[] }> {
      const row = await loadOwn(db, auth, id);
      return { quotes: await quoteDtos(db, auth.accountId, await repo.quotesOf(db, [row.id])) };
    },

    /**
     * POST /work-orders/{id}/accept-quote: the chosen quote is accepted and converted (Waiting Response →
     * Approved → Converted); every other waiting quote is archived as declined and its provider told.
     */
    async acceptQuote(auth: AuthContext, id: string, quoteId: string): Promise<{ message: string; workOrder: WorkOrder }> {
      const row = await db.transaction(async (tx) => {
        const found = await loadOwn(tx, auth, id, true);
        const quotes = await repo.quotesOf(tx, [found.id]);
        const chosen = quotes.find((quote) => quote.id === quoteId);
        if (!chosen) throw new AppError('QUOTE_NOT_FOUND', 'Quote not found', [{ path: 'quoteId', message: 'Not a quote of this work order' }]);
        if (found.status !== 'quoteRequested') throw conflict('A quote was already accepted');
        const state: QuoteState = { status: chosen.status, statusBeforeArchive: chosen.statusBeforeArchive };
        const approved = applyQuoteTransition(state, 'accept');
        const converted = approved && applyQuoteTransition(approved, 'convert');
        if (!converted) throw new AppError('QUOTE_STATE_CONFLICT', 'This quote cannot be accepted');
        const now = new Date();
        await repo.updateQuote(tx, chosen.id, { ...converted, acceptedAt: now });
        const declined = [];
        for (const other of quotes) {
          if (other.id === chosen.id) continue;
          const archived = applyQuoteTransition({ status: other.status, statusBeforeArchive: other.statusBeforeArchive }, 'archive');
          if (!archived || other.status !== 'waiting-response') continue;
          await repo.updateQuote(tx, other.id, { ...archived, declinedAt: now });
          declined.push(other);
        }
        const updated = await repo.updateWorkOrder(tx, found.id, { acceptedQuoteId: chosen.id, providerId: chosen.providerId, status: 'inProgress' });
        // Every event of the change carries the state after all of it: the new status and every quote's.
        const after = await quoteStates(tx, found.id);
        for (const other of declined) {
          await tell(tx, 'workOrder.quoteDeclined', updated, auth, [other.providerId], `Your quote on ${found.name} was not chosen`, { quoteId: other.id, quotes: after });
        }
        await tell(tx, 'workOrder.quoteAccepted', updated, auth, [chosen.providerId], `Your quote on ${found.name} was accepted`, { quoteId: chosen.id, quotes: after });
        await declineOthers(tx, found, chosen.providerId);
        return updated;
      });
      events.flush();
      return { message: workOrderMessages.quoteAccepted, workOrder: await toDto(db, row, auth) };
    },

    /** GET /work-order-inbox: the provider's requests for quotes and assigned work, newest activity first. */
    async inbox(auth: AuthContext, page: number, pageSize: number): Promise<WorkOrderInboxResponse> {
      const { rows, total } = await repo.listInbox(db, auth.userId, page, pageSize);
      const [dtos, mine] = await Promise.all([toDtos(db, rows, auth), repo.quotesOf(db, rows.map((row) => row.id), auth.userId)]);
      const myQuotes = await quoteDtos(db, auth.userId, mine);
      return {
        results: dtos.map((workOrder, index) => ({
          workOrder,
          reason: rows[index]!.providerId === auth.userId ? ('assigned' as const) : ('quoteRequested' as const),
          myQuote: myQuotes.find((quote) => quote.workOrderId === workOrder.id) ?? null,
        })),
        pagination: buildPagination(page, pageSize, total),
        meta: {},
      };
    },

    /** POST /work-orders/{id}/complete: the provider doing the work marks it done with an invoice file. */
    async complete(auth: AuthContext, id: string, input: ParsedComplete): Promise<{ message: string; workOrder: WorkOrder }> {
      const row = await db.transaction(async (tx) => {
        const found = await repo.findWorkOrderForParty(tx, auth.userId, id);
        if (!found) throw notFound();
        if (found.providerId !== auth.userId || found.status !== 'inProgress') throw conflict('Only the provider doing the work can mark it done, once');
        await files.assertOwnFiles(auth.accountId, [input.invoiceFileId], { path: 'invoiceFileId', executor: tx });
        let amount = input.amount;
        if (amount === undefined && found.acceptedQuoteId) {
          const accepted = (await repo.quotesOf(tx, [found.id])).find((quote) => quote.id === found.acceptedQuoteId);
          amount = accepted ? centsToAmount(moneyToCents(accepted.total)) : undefined;
        }
        if (amount === undefined) throw invalid('amount', 'Give the invoice total');
        const updated = await repo.updateWorkOrder(tx, found.id, {
          status: 'done',
          invoiceFileId: input.invoiceFileId,
          invoiceNumber: input.invoiceNumber ?? null,
          invoiceAmount: amount.toFixed(2),
          completionNote: input.note ?? null,
          completedAt: new Date(),
        });
        await tell(tx, 'workOrder.completed', updated, auth, [found.accountId], `${found.name} is done: confirm and rate`);
        return updated;
      });
      events.flush();
      return { message: workOrderMessages.completed, workOrder: await toDto(db, row, auth) };
    },

    /**
     * POST /work-orders/{id}/confirm: the landlord confirms completion and rates the provider (1–5);
     * a Bill expense is posted on the property (the unit when set) with the invoice attached, linked
     * to the work order (transactionId here, sourceKey `work-order:{id}` there), in one transaction.
     */
    async confirm(auth: AuthContext, id: string, input: ParsedConfirm): Promise<{ message: string; workOrder: WorkOrder }> {
      const row = await db.transaction(async (tx) => {
        const found = await loadOwn(tx, auth, id, true);
        if (found.status !== 'done') throw conflict('The provider has not marked it done');
        const transactionId = await moneyApi.recordBill(tx, {
          accountId: found.accountId,
          propertyId: found.unitId ?? found.propertyId,
          name: `Work order: ${found.name}`.slice(0, 120),
          memo: found.invoiceNumber ? `Invoice ${found.invoiceNumber}` : null,
          amountCents: moneyToCents(found.invoiceAmount ?? '0'),
          dueDate: todayDateOnly(),
          attachmentIds: found.invoiceFileId ? [found.invoiceFileId] : [],
          sourceKey: `work-order:${found.id}`,
        });
        const updated = await repo.updateWorkOrder(tx, found.id, { status: 'closed', rating: input.rating, ratingComment: input.comment ?? null, transactionId, closedAt: new Date() });
        await tell(tx, 'workOrder.closed', updated, auth, found.providerId ? [found.providerId] : [], `${found.name} was confirmed and rated ${input.rating}/5`, { transactionId });
        return updated;
      });
      events.flush();
      return { message: workOrderMessages.closed, workOrder: await toDto(db, row, auth) };
    },

    /** Live room `workOrder:<id>`: its landlord and the providers taking part. */
    async canJoinRoom(auth: AuthContext, id: string): Promise<boolean> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
      const row = can(auth.role, 'workOrder.manage') ? await repo.findOwnWorkOrder(db, auth.accountId, id) : can(auth.role, 'workOrder.work') ? await repo.findWorkOrderForParty(db, auth.userId, id) : undefined;
      return row !== undefined;
    },
  };
}

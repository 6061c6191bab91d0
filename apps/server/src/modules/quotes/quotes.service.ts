/**
 * Quotes (spec points 3, 4, 7): requesters (homeowners, property managers) request quotes for saved
 * project models with the checkout details; service providers receive the open requests their trades
 * cover and answer with a quote (draft → sent → accepted), follow up, archive, restore and export it
 * as a PDF; the requester accepts one. Another account's request or quote reads as 404.
 * Statuses and transitions: docs/decisions/004-quotes.md.
 */
import {
  addressArea,
  applyQuoteTransition,
  buildMoneyStatistic,
  buildPagination,
  buildStatistic,
  canEditQuote,
  centsToAmount,
  centsToDecimal,
  configuratorSteps,
  DEFAULT_PAGE_SIZE,
  firstPageFromZero,
  moneyToCents,
  projectTypeKeys,
  projectTypeLabels,
  projectTypesForTrades,
  quoteStatusFromValue,
  quoteStatusLabels,
  quoteTotals,
  statisticsPeriods,
  type ErrorDetail,
  type ProjectTypeKey,
  type ProviderQuoteRequest,
  type ProviderQuoteRequestListResponse,
  type Quote,
  type QuoteListResponse,
  type QuoteRequest,
  type QuoteRequestListResponse,
  type QuoteRequestModel,
  type QuoteStatistics,
  type QuoteTransition,
  type ReceivedQuote,
  type StoredFile,
  type acceptQuoteInputSchema,
  type KickOffInput,
  type createQuoteInputSchema,
  type createQuoteRequestInputSchema,
  type listQuoteRequestsQuerySchema,
  type listQuotesQuerySchema,
  type quoteStatisticsQuerySchema,
  type updateQuoteInputSchema,
} from '@lintel/shared';
import type { z } from 'zod';
import type { AppDeps, AuthContext, Executor } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import { ANY_RECIPIENT } from '../../platform/recipient-limiter.ts';
import { findProperty } from '../properties/index.ts';
import { findProjectModelsByIds, setProjectModelsDone, setProjectModelsStage, type ProjectModelRow } from '../configurator/index.ts';
import type { CatalogueService } from '../configurator/index.ts';
import type { FilesService } from '../files/index.ts';
import { findUserById } from '../auth/index.ts';
import { usersEmailedFor } from '../notifications/index.ts';
import { findUsableTaxRate } from '../money/index.ts';
import { actOnProviderWorkOrderQuote, findProviderWorkOrderQuote, providerWorkOrderQuoteFigures, providerWorkOrderQuotes } from '../work-orders/index.ts';
import * as repo from './quotes.repository.ts';
import type { QuoteRow, QuoteWithContext, RequestWithName } from './quotes.repository.ts';
import { renderQuotePdf } from './quote-document.ts';

type CreateRequestInput = z.output<typeof createQuoteRequestInputSchema>;
type CreateQuoteInput = z.output<typeof createQuoteInputSchema>;
type UpdateQuoteInput = z.output<typeof updateQuoteInputSchema>;

/** Quote e-mails (requests to providers, sent and followed-up quotes, acceptance), jobs of the change (decision 013). */
export const QUOTES_MAIL_JOB = 'quotes.mail';

export type QuotesService = ReturnType<typeof createQuotesService>;

/** At most this many providers get the new-request e-mail (newest first). */
const NOTICE_LIMIT = 200;

const requestNotFound = () => new AppError('QUOTE_REQUEST_NOT_FOUND', 'Quote request not found');
const quoteNotFound = () => new AppError('QUOTE_NOT_FOUND', 'Quote not found');
const pastTense: Record<QuoteTransition, string> = {
  edit: 'edited',
  followUp: 'followed up',
  archive: 'archived',
  restore: 'restored',
  export: 'exported',
  send: 'sent',
  accept: 'accepted',
  convert: 'converted to a work order',
};
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const asTypes = (keys: string[]) => keys.filter((key): key is ProjectTypeKey => (projectTypeKeys as readonly string[]).includes(key));

interface ModelExtras {
  addons: Map<number, { name: string; price: number }>;
  files: Map<string, StoredFile>;
}

export function createQuotesService(deps: AppDeps, catalogue: CatalogueService, files: FilesService) {
  const { db, config } = deps;

  /**
   * Queues an e-mail as a `quotes.mail` job in the change's transaction `tx` (decision 013): the
   * request never waits for SMTP, and a down mailer fails nothing (the job retries with backoff).
   */
  async function notify(tx: Executor, key: string, to: string, subject: string, text: string) {
    await deps.jobs.send(QUOTES_MAIL_JOB, { to, subject, text }, { key, tx });
  }

  /** What modelDto needs besides the row: add-ons by id and the homeowner's files as DTOs (one query per page). */
  async function modelExtras(executor: Executor, models: ProjectModelRow[]): Promise<ModelExtras> {
    const fileIds = models.flatMap((model) => [...model.properties.files, ...model.modelProperties.files]);
    const [addons, fileDtos] = await Promise.all([models.length ? catalogue.addons() : Promise.resolve([]), files.dtosByIds(fileIds, executor)]);
    return { addons: new Map(addons.map((addon) => [addon.id, addon])), files: fileDtos };
  }

  function modelDto(model: ProjectModelRow, typeKey: string, extras: ModelExtras): QuoteRequestModel {
    const type = (asTypes([typeKey])[0] ?? 'window') as ProjectTypeKey;
    const steps = configuratorSteps[type] as readonly string[];
    const position = (key: string) => {
      const index = steps.indexOf(key);
      return index < 0 ? steps.length : index;
    };
    const choices = Object.values(model.choices)
      .sort((a, b) => position(a.parentQuestionKey ?? a.questionKey) - position(b.parentQuestionKey ?? b.questionKey))
      .map((choice) => ({ question: choice.questionName, answer: choice.option.name }));
    return {
      id: model.id,
      name: model.name || projectTypeLabels[type],
      projectType: type,
      width: model.properties.size.width,
      height: model.properties.size.height,
      choices,
      room: model.modelProperties.room,
      floor: model.modelProperties.floor,
      note: [...new Set([model.properties.note.trim(), model.modelProperties.note.trim()])].filter(Boolean).join('\n'),
      addons: model.properties.addons.flatMap((id) => {
        const addon = extras.addons.get(id);
        return addon ? [{ name: addon.name, price: addon.price }] : [];
      }),
      photos: [...new Set([...model.properties.files, ...model.modelProperties.files])].flatMap((id) => extras.files.get(id) ?? []),
      priceEstimate: Number(model.priceEstimate),
    };
  }

  function quoteDto(row: QuoteWithContext): Quote {
    const { quote } = row;
    return {
      id: quote.id,
      requestId: quote.requestId,
      workOrder: null,
      status: quoteStatusFromValue(quote.status),
      amount: centsToAmount(moneyToCents(quote.amount)),
      rate: Number(quote.rate),
      taxRateId: quote.taxRateId,
      taxAmount: centsToAmount(moneyToCents(quote.taxAmount)),
      total: centsToAmount(moneyToCents(quote.total)),
      memo: quote.memo,
      lineItems: quote.lineItems,
      providerName: row.providerName,
      requesterName: row.requesterName,
      projectTypes: asTypes(row.projectTypeKeys),
      modelsCount: Number(row.modelsCount),
      // The provider sees the street once hired (issue 30 item 10); before, the area.
      address: quote.acceptedAt ? row.address : addressArea(row.address),
      sentAt: iso(quote.sentAt),
      followedUpAt: iso(quote.followedUpAt),
      followUpCount: quote.followUpCount,
      acceptedAt: iso(quote.acceptedAt),
      createdAt: quote.createdAt.toISOString(),
      updatedAt: quote.updatedAt.toISOString(),
    };
  }

  function receivedDto(row: QuoteWithContext): ReceivedQuote {
    const { id, status, amount, rate, taxAmount, total, memo, lineItems, providerName, sentAt, followedUpAt, acceptedAt } = quoteDto(row);
    return { id, status, amount, rate, taxAmount, total, memo, lineItems, providerName, sentAt, followedUpAt, acceptedAt };
  }

  /** The request fields both views share, with its models loaded in one query for the whole page. */
  async function requestBases(executor: Executor, rows: RequestWithName[]) {
    const models = await repo.modelsOfRequests(executor, rows.map((row) => row.request.id));
    const extras = await modelExtras(executor, models.map((entry) => entry.model));
    return rows.map(({ request, requesterName }) => ({
      id: request.id,
      status: request.status,
      requesterName,
      projectTypes: asTypes(request.projectTypeKeys),
      models: models.filter((entry) => entry.requestId === request.id).map((entry) => modelDto(entry.model, entry.typeKey, extras)),
      dateRanges: request.dateRanges,
      location: { houseId: request.houseId, address: request.address, area: addressArea(request.address) },
      parkingInfo: request.parkingInfo,
      replaceExisting: request.replaceExisting as QuoteRequest['replaceExisting'],
      note: request.note,
      kickOff:
        request.startDate && request.startDateProposedAt
          ? {
              startDate: request.startDate,
              proposedAt: request.startDateProposedAt.toISOString(),
              confirmedAt: request.startDateConfirmedAt?.toISOString() ?? null,
              completedAt: request.completedAt?.toISOString() ?? null,
            }
          : null,
      createdAt: request.createdAt.toISOString(),
    }));
  }

  /** Requester's view: each request with the quotes sent for it (3 queries for any page size). */
  async function requesterViews(executor: Executor, rows: RequestWithName[]): Promise<QuoteRequest[]> {
    // One after the other: inside a transaction (PGlite) queries must not overlap.
    const bases = await requestBases(executor, rows);
    const sent = await repo.sentQuotesOfRequests(executor, rows.map((row) => row.request.id));
    return bases.map((base) => ({ ...base, quotes: sent.filter((row) => row.quote.requestId === base.id).map(receivedDto) }));
  }

  async function providerViews(executor: Executor, auth: AuthContext, rows: RequestWithName[]): Promise<ProviderQuoteRequest[]> {
    const bases = await requestBases(executor, rows);
    const mine = await repo.ownQuotesOfRequests(executor, auth.accountId, rows.map((row) => row.request.id));
    return bases.map((base) => {
      const quote = mine.find((row) => row.requestId === base.id);
      // The street address only to the provider whose quote was accepted (issue 30 item 10).
      const hired = quote !== undefined && rows.find((row) => row.request.id === base.id)?.request.acceptedQuoteId === quote.id;
      const location = hired ? base.location : { houseId: null, address: null, area: base.location.area };
      return { ...base, location, myQuote: quote ? { id: quote.id, status: quoteStatusFromValue(quote.status), total: Number(quote.total) } : null };
    });
  }

  /** The project types the caller's trades cover (null: they named none and see every request). */
  async function tradeTypes(auth: AuthContext): Promise<string[] | null> {
    const user = await findUserById(db, auth.userId);
    const { projectTypes } = await catalogue.load();
    return projectTypesForTrades(user?.trades ?? [], projectTypes);
  }

  /** Whether the caller's trades cover one of the request's project types (a provider who named no trade sees all). */
  function coversRequest(types: string[] | null, request: { projectTypeKeys: string[] }): boolean {
    return types === null || request.projectTypeKeys.some((key) => types.includes(key));
  }

  async function loadOwnQuote(executor: Executor, auth: AuthContext, id: string): Promise<QuoteWithContext> {
    const row = await repo.findOwnQuote(executor, auth.accountId, id);
    if (!row) throw quoteNotFound();
    return row;
  }

  /** Rate and tax-rate id from the input: a chosen tax rate sets the rate (422 when it is not usable). */
  async function resolveRate(executor: Executor, auth: AuthContext, input: { rate?: number | undefined; taxRateId?: number | null | undefined }) {
    if (input.taxRateId === undefined || input.taxRateId === null) return { rate: input.rate, taxRateId: input.taxRateId };
    const taxRate = await findUsableTaxRate(executor, auth.accountId, input.taxRateId);
    if (!taxRate) throw new AppError('VALIDATION_FAILED', 'Tax rate not found', [{ path: 'taxRateId', message: 'Choose one of your tax rates' }]);
    return { rate: Number(taxRate.percentage), taxRateId: taxRate.id };
  }

  function amounts(input: { amount: number | string; rate: number | string; lineItems: CreateQuoteInput['lineItems'] }) {
    const totals = quoteTotals(input);
    return { amount: centsToDecimal(totals.amount), taxAmount: centsToDecimal(totals.taxAmount), total: centsToDecimal(totals.total) };
  }

  /** Applies a transition (409 QUOTE_STATE_CONFLICT when the status does not allow it). */
  function transition(quote: QuoteRow, action: QuoteTransition) {
    const next = applyQuoteTransition({ status: quoteStatusFromValue(quote.status), statusBeforeArchive: quote.statusBeforeArchive }, action);
    if (!next) throw new AppError('QUOTE_STATE_CONFLICT', `A ${quoteStatusLabels[quoteStatusFromValue(quote.status)]} quote cannot be ${pastTense[action]}`);
    return next;
  }

  async function reload(executor: Executor, auth: AuthContext, id: string): Promise<Quote> {
    return quoteDto(await loadOwnQuote(executor, auth, id));
  }

  /** The caller's quote `id`: a configurator quote, else one of their work-order quotes (issue 21 item 14); 404 otherwise. */
  async function anyOwnQuote(executor: Executor, auth: AuthContext, id: string): Promise<Quote> {
    const row = await repo.findOwnQuote(executor, auth.accountId, id);
    if (row) return quoteDto(row);
    const workOrderQuote = await findProviderWorkOrderQuote(executor, auth.userId, id);
    if (!workOrderQuote) throw quoteNotFound();
    return workOrderQuote;
  }

  /** 409 for what a work-order quote does on its work order, not here (edit, send, follow up); 404 when it is not the caller's. */
  async function refuseWorkOrderQuote(executor: Executor, auth: AuthContext, id: string): Promise<never> {
    if (await findProviderWorkOrderQuote(executor, auth.userId, id)) {
      throw new AppError('QUOTE_STATE_CONFLICT', 'A work-order quote is sent when it is submitted and cannot be edited or followed up here; write in the work order\'s conversation');
    }
    throw quoteNotFound();
  }

  /**
   * Records a configurator quote event (issue 30 item 9) for `userIds`: their bell, e-mail by their
   * Quotes preference and live screens; `row` is the quote, `status` its status after the change.
   */
  async function recordQuoteEvent(
    tx: Executor,
    type: 'quote.sent' | 'quote.accepted' | 'quote.declined' | 'quote.withdrawn',
    row: QuoteWithContext,
    status: QuoteRow['status'],
    userIds: string[],
    summary: string,
    link: string,
  ) {
    await recordEvent(tx, {
      type,
      accountId: row.quote.accountId,
      userIds,
      payload: { quoteRequestId: row.quote.requestId, quoteId: row.quote.id, status, summary: summary.slice(0, 300), link },
    });
  }

  /** The requester's view of a request (where quote events link them). */
  const requestLink = (requestId: string) => `/quote-requests/${requestId}`;
  /** The provider's quotes (where quote events link them). */
  const providerLink = '/quotes';

  /**
   * Tells the requester of quote `row` that it was sent (again): a `quote.sent` event, and the e-mail
   * with the quote keyed by `key` unless their Quotes preference already e-mails the event.
   */
  async function quoteSent(tx: Executor, key: string, row: QuoteWithContext, summary: string) {
    const request = await repo.findRequest(tx, row.quote.requestId);
    if (!request) return;
    const requesterId = request.request.accountId;
    await recordQuoteEvent(tx, 'quote.sent', row, 'waiting-response', [requesterId], `${summary} ($${quoteDto(row).total.toFixed(2)})`, requestLink(request.request.id));
    if ((await usersEmailedFor(tx, [requesterId], 'quote')).has(requesterId)) return;
    await tellRequester(tx, key, row, `New quote from ${row.providerName}`, `${row.providerName} sent you a quote.`);
  }

  /** Queues the requester's e-mail about quote `row` in `tx`, keyed by `key` (once per send or follow-up). */
  async function tellRequester(tx: Executor, key: string, row: QuoteWithContext, subject: string, intro: string) {
    const request = await repo.findRequest(tx, row.quote.requestId);
    const requester = request ? await repo.findUserContact(tx, request.request.accountId) : undefined;
    if (!requester) return;
    const total = quoteDto(row).total;
    await notify(
      tx,
      key,
      requester.email,
      subject,
      `${intro}\n\n${row.providerName}: $${total.toFixed(2)} for ${row.modelsCount} opening${row.modelsCount === 1 ? '' : 's'}.\n` +
        `${row.quote.memo ? `\n${row.quote.memo}\n` : ''}\nSee and accept quotes: ${config.publicUrl}/quote-requests/${row.quote.requestId}\n`,
    );
  }

  /**
   * Tells the verified providers whose trades cover the request (or who chose no trade) by a
   * quoteRequest.created event (bell, live, e-mail per their Quotes preference) and e-mails the others
   * the request itself — one e-mail each, never two (issue 21).
   */
  async function noticeProviders(tx: Executor, accountId: string, request: QuoteRequest, projectTypes: Awaited<ReturnType<CatalogueService['load']>>['projectTypes']): Promise<void> {
    const providers = await repo.listProvidersForNotice(tx, NOTICE_LIMIT);
    const types = request.projectTypes.map((key) => projectTypeLabels[key]).join(', ');
    const covering = providers.filter((provider) => {
      const covered = projectTypesForTrades(provider.trades, projectTypes);
      return !covered || request.projectTypes.some((key) => covered.includes(key));
    });
    // Each provider counts toward the sender's per-provider limit of requests for quotes (issue 30 item
    // 3, shared with work-order requests, across instances with Redis): one who had enough is not told.
    const told = await deps.recipientLimiter.within('quoteRequest', accountId, covering.map((provider) => provider.id));
    const emailedByEvent = await usersEmailedFor(tx, told, 'quote');
    for (const provider of covering) {
      if (!told.includes(provider.id) || emailedByEvent.has(provider.id)) continue;
      await notify(
        tx,
        `request:${request.id}:${provider.id}`,
        provider.email,
        `New quote request: ${types}`,
        `Hello ${provider.fullName},\n\n${request.requesterName} asks for quotes on ${request.models.length} opening${request.models.length === 1 ? '' : 's'} (${types}).\n` +
          `Available ${request.dateRanges.map((range) => `${range.start} to ${range.end}`).join(', ')}.\n\nAnswer with a quote: ${config.publicUrl}/quotes/requests\n`,
      );
    }
    // The handoff is an event too (issue 21 item 3): the same providers' bells rise, live.
    const openings = `${request.models.length} opening${request.models.length === 1 ? '' : 's'}`;
    await recordEvent(tx, {
      type: 'quoteRequest.created',
      accountId,
      userIds: told,
      payload: { quoteRequestId: request.id, summary: `${request.requesterName} asks for quotes on ${openings} (${types})`.slice(0, 300), link: '/quotes/requests' },
    });
  }

  return {
    // ---- Requesters ----

    /** POST /quote-requests: saved models (not already requested) with the checkout details. */
    async createRequest(auth: AuthContext, input: CreateRequestInput): Promise<QuoteRequest> {
      // The catalogue loads through the pool: never first inside a transaction (PGlite has one connection).
      const { projectTypes } = await catalogue.load();
      const request = await db.transaction(async (tx) => {
        const ids = [...new Set(input.projectModelIds)];
        const models = await findProjectModelsByIds(tx, auth.accountId, ids);
        if (models.length !== ids.length) throw new AppError('PROJECT_MODEL_NOT_FOUND', 'Project model not found');
        const details: ErrorDetail[] = [];
        for (const model of models) {
          if (model.status === 'CARD_DRAFT') details.push({ path: `projectModelIds.${ids.indexOf(model.id)}`, message: 'Save the project model before requesting quotes' });
        }
        const keyOf = new Map(projectTypes.map((type) => [type.id, type.key]));
        const typeKeys = [...new Set(models.map((model) => keyOf.get(model.projectTypeId)!))];
        for (const key of typeKeys) {
          if (typeof input.replaceExisting[key as ProjectTypeKey] !== 'boolean') {
            details.push({ path: `replaceExisting.${key}`, message: `Say whether the ${projectTypeLabels[key as ProjectTypeKey] ?? key} replaces an existing one` });
          }
        }
        let address = input.location.address;
        if (input.location.houseId) {
          const house = await findProperty(tx, auth.accountId, input.location.houseId);
          if (!house) details.push({ path: 'location.houseId', message: 'Choose one of your properties' });
          else if (!address) {
            const region = [house.location?.state, house.location?.postalCode].filter(Boolean).join(' ');
            address = [house.location?.address, house.location?.city, region].filter(Boolean).join(', ') || house.nickname;
          }
        }
        if (details.length > 0) throw new AppError('VALIDATION_FAILED', details[0]!.message, details);
        const requested = models.find((model) => model.stage !== null);
        if (requested) throw new AppError('QUOTE_ALREADY_REQUESTED', `Quotes were already requested for ${requested.name || 'this project model'}`);
        // At most 10 an hour per requester (issue 30 item 3): 429 with Retry-After past it. Counted once
        // the request is valid, so correcting a refused form costs nothing.
        await deps.recipientLimiter.check('configuratorQuoteRequest', auth.accountId, [ANY_RECIPIENT]);

        const replaceExisting = Object.fromEntries(typeKeys.map((key) => [key, input.replaceExisting[key as ProjectTypeKey]!]));
        const row = await repo.insertQuoteRequest(
          tx,
          {
            accountId: auth.accountId,
            projectTypeKeys: typeKeys,
            dateRanges: input.dateRanges,
            houseId: input.location.houseId,
            address,
            parkingInfo: input.parkingInfo,
            replaceExisting,
            note: input.note,
          },
          ids,
        );
        await setProjectModelsStage(tx, ids, 'quoteRequested');
        const found = await repo.findOwnRequest(tx, auth.accountId, row.id);
        const [view] = await requesterViews(tx, [found!]);
        // The providers' e-mails are jobs of this transaction: the request answers before any is sent.
        await noticeProviders(tx, auth.accountId, view!, projectTypes);
        return view!;
      });
      deps.events.flush();
      return request;
    },

    /** GET /quote-requests: the requester's requests with the quotes they received. */
    async listRequests(auth: AuthContext, query: z.output<typeof listQuoteRequestsQuerySchema>): Promise<QuoteRequestListResponse> {
      const { rows, total } = await repo.listOwnRequests(db, auth.accountId, query.page, query.pageSize);
      return { results: await requesterViews(db, rows), pagination: buildPagination(query.page, query.pageSize, total) };
    },

    /** GET /quote-requests/{id}. */
    async getRequest(auth: AuthContext, id: string): Promise<QuoteRequest> {
      const row = await repo.findOwnRequest(db, auth.accountId, id);
      if (!row) throw requestNotFound();
      const [view] = await requesterViews(db, [row]);
      return view!;
    },

    /**
     * POST /quote-requests/{id}/accept: the chosen quote (Waiting Response) becomes Approved, the
     * request is closed to other quotes and its models move to quoteAccepted.
     */
    async accept(auth: AuthContext, id: string, input: z.output<typeof acceptQuoteInputSchema>): Promise<QuoteRequest> {
      const accepted = await db.transaction(async (tx) => {
        const request = await repo.findOwnRequest(tx, auth.accountId, id);
        if (!request) throw requestNotFound();
        const row = await repo.findQuoteOfRequest(tx, id, input.quoteId);
        if (!row || row.quote.sentAt === null || row.quote.status === 'draft') throw quoteNotFound();
        if (request.request.status !== 'open') throw new AppError('QUOTE_STATE_CONFLICT', 'A quote was already accepted for this request');
        const next = transition(row.quote, 'accept');
        const now = new Date();
        await repo.updateQuote(tx, row.quote.id, { status: next.status, statusBeforeArchive: null, acceptedAt: now, updatedAt: now });
        await repo.updateRequest(tx, id, { status: 'accepted', acceptedQuoteId: row.quote.id, updatedAt: now });
        await setProjectModelsStage(tx, await repo.modelIdsOfRequest(tx, id), 'quoteAccepted');
        const [view] = await requesterViews(tx, [{ ...request, request: { ...request.request, status: 'accepted' } }]);
        // The hired provider is told (bell, live, e-mail per preference); the others whose quotes were
        // waiting learn another was chosen (issue 30 item 9).
        const total = `$${quoteDto(row).total.toFixed(2)}`;
        await recordQuoteEvent(tx, 'quote.accepted', row, next.status, [row.quote.accountId], `${view!.requesterName} accepted your quote of ${total}: you are hired`, providerLink);
        for (const other of await repo.sentQuotesOfRequests(tx, [id])) {
          if (other.quote.id === row.quote.id || other.quote.status !== 'waiting-response') continue;
          await recordQuoteEvent(tx, 'quote.declined', other, other.quote.status, [other.quote.accountId], `${view!.requesterName} chose another quote for their ${view!.projectTypes.map((key) => projectTypeLabels[key]).join(', ')}`, providerLink);
        }
        const provider = (await usersEmailedFor(tx, [row.quote.accountId], 'quote')).has(row.quote.accountId) ? undefined : await repo.findUserContact(tx, row.quote.accountId);
        if (provider) {
          await notify(
            tx,
            `accepted:${row.quote.id}`,
            provider.email,
            `Your quote was accepted by ${view!.requesterName}`,
            `${view!.requesterName} accepted your quote of $${quoteDto(row).total.toFixed(2)}.\n\nSee it: ${config.publicUrl}/quotes\n`,
          );
        }
        return { view: view!, row };
      });
      deps.events.flush();
      return accepted.view;
    },

    /**
     * POST /quote-requests/{id}/confirm-start-date: the requester confirms the start date the accepted
     * provider proposed; the models move to startDateConfirmed. 409 before a kick-off or once confirmed.
     */
    async confirmStartDate(auth: AuthContext, id: string): Promise<QuoteRequest> {
      return db.transaction(async (tx) => {
        const row = await repo.findOwnRequest(tx, auth.accountId, id);
        if (!row) throw requestNotFound();
        const { request } = row;
        if (!request.startDate) throw new AppError('QUOTE_STATE_CONFLICT', 'The installer has not proposed a start date yet');
        if (request.startDateConfirmedAt) throw new AppError('QUOTE_STATE_CONFLICT', 'The start date is already confirmed');
        const now = new Date();
        await repo.updateRequest(tx, id, { startDateConfirmedAt: now, updatedAt: now });
        await setProjectModelsStage(tx, await repo.modelIdsOfRequest(tx, id), 'startDateConfirmed');
        const [view] = await requesterViews(tx, [{ ...row, request: { ...request, startDateConfirmedAt: now } }]);
        return view!;
      });
    },

    /**
     * POST /quote-requests/{id}/complete: the requester marks the job done once its start date is
     * confirmed; the models become DONE (group completed). 409 before that or when already completed.
     */
    async complete(auth: AuthContext, id: string): Promise<QuoteRequest> {
      return db.transaction(async (tx) => {
        const row = await repo.findOwnRequest(tx, auth.accountId, id);
        if (!row) throw requestNotFound();
        const { request } = row;
        if (!request.startDateConfirmedAt) throw new AppError('QUOTE_STATE_CONFLICT', 'Confirm the start date first');
        if (request.completedAt) throw new AppError('QUOTE_STATE_CONFLICT', 'The job is already completed');
        const now = new Date();
        await repo.updateRequest(tx, id, { completedAt: now, updatedAt: now });
        await setProjectModelsDone(tx, await repo.modelIdsOfRequest(tx, id));
        const [view] = await requesterViews(tx, [{ ...row, request: { ...request, completedAt: now } }]);
        return view!;
      });
    },

    // ---- Service providers ----

    /**
     * POST /quote-requests/{id}/kick-off: the provider whose quote was accepted proposes the start
     * date (again until the requester confirmed it); the models move to kickOff. Anyone else: 404.
     */
    async kickOff(auth: AuthContext, id: string, input: KickOffInput): Promise<ProviderQuoteRequest> {
      return db.transaction(async (tx) => {
        const row = await repo.findRequest(tx, id);
        const accepted = row?.request.acceptedQuoteId ? await repo.findQuoteOfRequest(tx, id, row.request.acceptedQuoteId) : undefined;
        if (!row || !accepted || accepted.quote.accountId !== auth.accountId) throw requestNotFound();
        if (row.request.startDateConfirmedAt) throw new AppError('QUOTE_STATE_CONFLICT', 'The start date is already confirmed');
        const now = new Date();
        await repo.updateRequest(tx, id, { startDate: input.startDate, startDateProposedAt: now, updatedAt: now });
        await setProjectModelsStage(tx, await repo.modelIdsOfRequest(tx, id), 'kickOff');
        const [view] = await providerViews(tx, auth, [{ ...row, request: { ...row.request, startDate: input.startDate, startDateProposedAt: now } }]);
        return view!;
      });
    },

    /** GET /quotes/requests: open requests the caller's trades cover (all when they named none). */
    async listOpenRequests(auth: AuthContext, query: z.output<typeof listQuoteRequestsQuerySchema>): Promise<ProviderQuoteRequestListResponse> {
      const types = await tradeTypes(auth);
      const { rows, total } = await repo.listOpenRequests(db, types, query.page, query.pageSize);
      return {
        results: await providerViews(db, auth, rows),
        pagination: buildPagination(query.page, query.pageSize, total),
        meta: { projectTypes: types },
      };
    },

    /** GET /quotes/requests/{id}: an open request, or one the caller quoted on. */
    async getOpenRequest(auth: AuthContext, id: string): Promise<ProviderQuoteRequest> {
      const row = await repo.findRequest(db, id);
      if (!row) throw requestNotFound();
      const [view] = await providerViews(db, auth, [row]);
      // An open request is for the providers its project types are for: another trade's is "not found".
      const isOpenToCaller = row.request.status === 'open' && coversRequest(await tradeTypes(auth), row.request);
      if (!isOpenToCaller && !view!.myQuote) throw requestNotFound();
      return view!;
    },

    /** POST /quotes: one quote per provider and request, a Draft or (send) Waiting Response. */
    async create(auth: AuthContext, input: CreateQuoteInput): Promise<Quote> {
      // Read before the transaction: on PGlite a pool query inside it would wait on its one connection.
      const types = await tradeTypes(auth);
      const id = await db.transaction(async (tx) => {
        const request = await repo.findRequest(tx, input.requestId);
        if (!request || !coversRequest(types, request.request)) throw requestNotFound();
        if (request.request.status !== 'open') throw new AppError('QUOTE_STATE_CONFLICT', 'This request already accepted a quote');
        if (request.request.accountId === auth.accountId) throw requestNotFound();
        const [existing] = await repo.ownQuotesOfRequests(tx, auth.accountId, [input.requestId]);
        if (existing) throw new AppError('QUOTE_ALREADY_EXISTS', 'You already quoted this request; edit your quote instead');
        const { rate, taxRateId } = await resolveRate(tx, auth, input);
        const now = new Date();
        const row = await repo.insertQuote(tx, {
          accountId: auth.accountId,
          requestId: input.requestId,
          status: input.send ? 'waiting-response' : 'draft',
          ...amounts({ amount: input.amount ?? 0, rate: rate ?? 0, lineItems: input.lineItems }),
          rate: String(rate ?? 0),
          taxRateId: taxRateId ?? null,
          memo: input.memo,
          lineItems: input.lineItems,
          sentAt: input.send ? now : null,
        });
        if (input.send) {
          const sent = await loadOwnQuote(tx, auth, row.id);
          await quoteSent(tx, `sent:${row.id}`, sent, `${sent.providerName} sent you a quote`);
        }
        return row.id;
      });
      deps.events.flush();
      return quoteDto(await loadOwnQuote(db, auth, id));
    },

    /**
     * GET /quotes/ (spec point 7: page from 0, size): the caller's quotes, newest first — configurator
     * quotes and work-order quotes together (issue 21 item 14), merged by creation time. Each source
     * answers its first page×size rows, so a page costs 4 queries plus the DTOs' lookups.
     */
    async list(auth: AuthContext, query: z.output<typeof listQuotesQuerySchema>): Promise<QuoteListResponse> {
      const page = firstPageFromZero(query.page);
      const pageSize = query.size ?? query.pageSize ?? DEFAULT_PAGE_SIZE;
      const upTo = page * pageSize;
      const own = await repo.listOwnQuotes(db, auth.accountId, query.status, 1, upTo);
      const ofWorkOrders = await providerWorkOrderQuotes(db, auth.userId, query.status, upTo);
      const merged = [...own.rows.map(quoteDto), ...ofWorkOrders.quotes].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
      return { results: merged.slice((page - 1) * pageSize, upTo), pagination: buildPagination(page, pageSize, own.total + ofWorkOrders.total) };
    },

    /** GET /quotes/{id}: a configurator or a work-order quote of the caller. */
    async get(auth: AuthContext, id: string): Promise<Quote> {
      return anyOwnQuote(db, auth, id);
    },

    /** PATCH /quotes/{id} (memo, rate; amount and line items too) while Draft or Waiting Response. */
    async update(auth: AuthContext, id: string, input: UpdateQuoteInput): Promise<Quote> {
      return db.transaction(async (tx) => {
        const found = await repo.findOwnQuote(tx, auth.accountId, id);
        if (!found) return refuseWorkOrderQuote(tx, auth, id);
        const { quote } = found;
        if (!canEditQuote(quoteStatusFromValue(quote.status))) throw new AppError('QUOTE_STATE_CONFLICT', `A ${quote.status} quote cannot be edited`);
        const resolved = await resolveRate(tx, auth, input);
        const rate = resolved.rate ?? Number(quote.rate);
        const lineItems = input.lineItems ?? quote.lineItems;
        const amount = input.amount ?? quote.amount;
        await repo.updateQuote(tx, id, {
          ...(input.memo !== undefined ? { memo: input.memo } : {}),
          ...amounts({ amount, rate, lineItems }),
          rate: String(rate),
          taxRateId: resolved.taxRateId === undefined ? quote.taxRateId : resolved.taxRateId,
          lineItems,
          updatedAt: new Date(),
        });
        return reload(tx, auth, id);
      });
    },

    /**
     * The action routes (send, follow-up, archive, restore): the status comes from the shared
     * transition table; send and follow-up e-mail the requester.
     */
    async act(auth: AuthContext, id: string, action: 'send' | 'followUp' | 'archive' | 'restore'): Promise<Quote> {
      const updated = await db.transaction(async (tx) => {
        const row = await repo.findOwnQuote(tx, auth.accountId, id);
        if (!row) {
          // A work-order quote (issue 21 item 14): Archive and Restore here; it was sent on submission.
          if (action === 'send' || action === 'followUp') return refuseWorkOrderQuote(tx, auth, id);
          const done = await actOnProviderWorkOrderQuote(tx, auth.userId, id, action);
          if (!done) throw quoteNotFound();
          return done;
        }
        const next = transition(row.quote, action);
        if (action === 'send' || action === 'followUp') {
          const request = await repo.findRequest(tx, row.quote.requestId);
          if (request?.request.status !== 'open') throw new AppError('QUOTE_STATE_CONFLICT', 'This request already accepted a quote');
        }
        const now = new Date();
        const followUps = row.quote.followUpCount + 1;
        await repo.updateQuote(tx, id, {
          status: next.status,
          statusBeforeArchive: next.statusBeforeArchive,
          updatedAt: now,
          ...(action === 'send' ? { sentAt: now } : {}),
          ...(action === 'followUp' ? { followedUpAt: now, followUpCount: followUps } : {}),
        });
        const after = await loadOwnQuote(tx, auth, id);
        // The requester's e-mail is a job of this transaction (decision 013), once per send or follow-up.
        if (action === 'send') await quoteSent(tx, `sent:${id}`, after, `${after.providerName} sent you a quote`);
        // A sent quote archived is withdrawn from the requester's view; restored, it is there again (issue 30 item 9).
        const request = action === 'archive' || action === 'restore' ? await repo.findRequest(tx, row.quote.requestId) : undefined;
        if (request?.request.status === 'open' && row.quote.sentAt !== null) {
          if (action === 'archive' && row.quote.status === 'waiting-response') {
            await recordQuoteEvent(tx, 'quote.withdrawn', after, next.status, [request.request.accountId], `${after.providerName} withdrew their quote`, requestLink(request.request.id));
          }
          if (action === 'restore' && next.status === 'waiting-response') {
            await recordQuoteEvent(tx, 'quote.sent', after, next.status, [request.request.accountId], `${after.providerName} sent their quote again ($${quoteDto(after).total.toFixed(2)})`, requestLink(request.request.id));
          }
        }
        if (action === 'followUp') await tellRequester(tx, `followUp:${id}:${followUps}`, after, `Reminder: your quote from ${after.providerName}`, `${after.providerName} is following up on their quote.`);
        return quoteDto(after);
      });
      deps.events.flush();
      return updated;
    },

    /** GET /quotes/{id}/export: the quote as a PDF (any status). */
    async exportPdf(auth: AuthContext, id: string): Promise<{ data: Buffer; fileName: string }> {
      const quote = await anyOwnQuote(db, auth, id);
      const entries = quote.workOrder ? [] : await repo.modelsOfRequests(db, [quote.requestId]);
      const extras = await modelExtras(db, entries.map((entry) => entry.model));
      const models = entries.map((entry) => modelDto(entry.model, entry.typeKey, extras));
      const data = await renderQuotePdf(quote, models, new Date());
      return { data, fileName: `quote-${quote.id.slice(0, 8)}.pdf` };
    },

    /** GET /quotes/statistics?range=: sent, converted (accepted) and dollars quoted vs the period before. */
    async statistics(auth: AuthContext, query: z.output<typeof quoteStatisticsQuerySchema>): Promise<QuoteStatistics> {
      const today = new Date().toISOString().slice(0, 10);
      const { current, previous } = statisticsPeriods(query.range, today);
      const instants = (range: { startDate: string; endDate: string }) => {
        const to = new Date(`${range.endDate}T00:00:00Z`);
        to.setUTCDate(to.getUTCDate() + 1);
        return { from: new Date(`${range.startDate}T00:00:00Z`), to };
      };
      const row = await repo.quoteStatisticsRow(db, auth.accountId, instants(current), instants(previous));
      // Work-order quotes count too (issue 21 item 14): sent on submission, converted when accepted.
      const ofWorkOrders = await providerWorkOrderQuoteFigures(db, auth.userId, instants(current), instants(previous));
      const sum = (key: 'sentNow' | 'sentBefore' | 'convertedNow' | 'convertedBefore') => Number(row[key]) + Number(ofWorkOrders[key]);
      return {
        range: query.range,
        startDate: current.startDate,
        endDate: current.endDate,
        sent: buildStatistic(sum('sentNow'), sum('sentBefore')),
        converted: buildStatistic(sum('convertedNow'), sum('convertedBefore')),
        total: buildMoneyStatistic(moneyToCents(row.totalNow) + moneyToCents(ofWorkOrders.totalNow), moneyToCents(row.totalBefore) + moneyToCents(ofWorkOrders.totalBefore)),
      };
    },
  };
}

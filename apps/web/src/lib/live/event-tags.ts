/**
 * The one table from live event type to the data cache (issue 20, docs/decisions/010-web-data-cache.md):
 * for each event type, the tags of the records it changes and, where the payload carries the data
 * (the event payload contract: a chat message, a work order's status and quote statuses, a request's
 * status), a patch of the cached answers. A rule's `patch` returns true when the cache now holds what
 * the event says, and nothing is refetched; otherwise the rule's tags are invalidated, so only the
 * queries on screen that show the record ask again. An event this client caused ("its own") finds the
 * cache already holding the answer of its POST/PUT/PATCH and changes nothing.
 *
 * Endpoint names below (`chatHistory`, `workOrder`, …) are the ones features inject into `dataApi`;
 * lib/ cannot import a feature, so they are named here by string.
 */
import type { ChatHistoryResponse, ChatMessage, ConversationListResponse, Conversation, ChatUnreadResponse, EventType, EventPayload, NotificationListResponse, WorkOrder, WorkOrderQuotesResponse } from '@lintel/shared';
import type { TagDescription } from '@reduxjs/toolkit/query';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { dataApi, cacheTagTypes, pendingMutations } from '../data-cache.ts';
import type { CacheTagType } from '../data-cache.ts';
import type { LiveEventEnvelope } from './live-client.ts';

/** What the payload contract adds to today's payloads (optional: a server without it still works). */
interface CarriedData {
  'chat.messagePosted': { message?: ChatMessage };
  'workOrder.*': { status?: WorkOrder['status']; quotes?: { id: string; status: WorkOrderQuotesResponse['quotes'][number]['status'] }[] };
}
type Payload<T extends EventType> = EventPayload<T> & (T extends 'chat.messagePosted' ? CarriedData['chat.messagePosted'] : T extends `workOrder.${string}` ? CarriedData['workOrder.*'] : unknown);

/** Reads and patches cached answers of an endpoint, for every argument it is cached under. */
export interface CacheAccess {
  /** The signed-in user's id. */
  myId: string | undefined;
  /** Cached data of `endpoint` for `arg` (undefined when not cached). */
  read<T>(endpoint: string, arg: unknown): T | undefined;
  /** Every cached answer of `endpoint`, whatever its argument (lists cached under several filters). */
  readAll<T>(endpoint: string): T[];
  /** Applies `recipe` to each cached answer of `endpoint` whose argument passes `where`; returns how many. */
  update<T>(endpoint: string, recipe: (draft: T, arg: unknown) => void, where?: (arg: unknown) => boolean): number;
  /**
   * True while a mutation of one of `endpoints` whose argument passes `where` is in flight: its answer will put
   * the change into the cache (an event of this client's own change can arrive before that answer).
   */
  pending(endpoints: string[], where: (arg: unknown) => boolean): boolean;
}

export interface EventRule<T extends EventType> {
  /** Tags of the records the event changed: invalidated when `patch` is absent or returns false. */
  tags: (payload: Payload<T>) => TagDescription<CacheTagType>[];
  /** Puts the event's data into the cache; true when nothing needs refetching. */
  patch?: (payload: Payload<T>, cache: CacheAccess) => boolean;
}

type NewestFirstPages = { pages: ChatHistoryResponse[]; pageParams: unknown[] };

const heldMessage = (cache: CacheAccess, conversationId: string, messageId: string) =>
  cache.read<NewestFirstPages>('chatHistory', conversationId)?.pages.some((page) => page.results.some((message) => message.id === messageId)) ?? false;

/** The work-orders endpoints whose answer is the changed work order (features/work-orders/api/work-orders-api.ts). */
const workOrderWrites = ['updateWorkOrder', 'addAssignee', 'requestQuotes', 'acceptQuote', 'confirmWorkOrder', 'completeWorkOrder'];

type WorkOrderCarried = { workOrderId: string } & CarriedData['workOrder.*'];

/**
 * A work-order event: true when the cache already holds the carried status and quote statuses (the
 * client's own change, whose POST answer is in the cache); else the work order is asked again.
 */
function patchWorkOrder(payload: WorkOrderCarried, cache: CacheAccess): boolean {
  const { workOrderId, status, quotes } = payload;
  // This tab's own change, not answered yet: its answer puts the work order (and quotes) into the cache.
  if (cache.pending(workOrderWrites, (arg) => (arg as { id?: string }).id === workOrderId)) return true;
  if (!status) return false;
  const held = cache.read<WorkOrder>('workOrder', workOrderId);
  const heldQuotes = cache.read<WorkOrderQuotesResponse>('workOrderQuotes', workOrderId);
  const quotesMatch = !quotes || !heldQuotes || quotes.every((quote) => heldQuotes.quotes.find((row) => row.id === quote.id)?.status === quote.status);
  // Its own change: the POST's answer is already in the cache.
  if (held?.status === status && quotesMatch) return true;
  // Only the status is carried: anything else (quote rows, provider, dates) comes from a refetch.
  return false;
}

/** A quote event the requester receives: their request (its quotes) asks again (features/quotes/api/quotes-api.ts). */
function requesterQuoteRule<T extends 'quote.sent' | 'quote.withdrawn'>(): EventRule<T> {
  return { tags: (payload) => [{ type: 'QuoteRequest', id: 'LIST' }, { type: 'QuoteRequest', id: payload.quoteRequestId }] };
}

/** A quote event the provider receives: their quote, its statistics and the request ask again. */
function providerQuoteRule<T extends 'quote.accepted' | 'quote.declined'>(): EventRule<T> {
  return {
    tags: (payload) => [
      { type: 'ProviderQuote', id: 'LIST' },
      { type: 'ProviderQuote', id: payload.quoteId },
      'QuoteStatistics',
      { type: 'OpenQuoteRequest', id: 'LIST' },
      { type: 'OpenQuoteRequest', id: payload.quoteRequestId },
    ],
  };
}

/** The rule of every `workOrder.*` event (all carry `workOrderId` and, by the contract, `status`). */
function workOrderRule<T extends EventType>(): EventRule<T> {
  return {
    tags: (payload) => {
      const { workOrderId } = payload as unknown as WorkOrderCarried;
      // A provider's work-order quotes are on their Quotes page and in its statistics too (issue 21 item 14).
      return [{ type: 'WorkOrder', id: workOrderId }, { type: 'WorkOrder', id: 'LIST' }, { type: 'Quote', id: workOrderId }, { type: 'ProviderQuote', id: 'LIST' }, 'QuoteStatistics'];
    },
    patch: (payload, cache) => patchWorkOrder(payload as unknown as WorkOrderCarried, cache),
  };
}

type MoneyPages<T> = { pages: { results: T[] }[] };
type CachedPayment = { id: string; confirmed: boolean };

/** The money endpoints whose answer is the changed payment (features/payments/api/payments-api.ts). */
const paymentWrites = ['createPayment', 'updatePayment', 'removePayment'];

/** A payment as this client holds it: in a payments list, or in its transaction's row. */
function heldPayment(cache: CacheAccess, transactionId: string, paymentId: string): CachedPayment | undefined {
  const listed = cache.readAll<MoneyPages<CachedPayment>>('payments').flatMap((data) => data.pages.flatMap((page) => page.results));
  const rows = cache.readAll<MoneyPages<{ id: string; payments: CachedPayment[] }>>('transactions').flatMap((data) => data.pages.flatMap((page) => page.results));
  return listed.find((row) => row.id === paymentId) ?? rows.find((row) => row.id === transactionId)?.payments.find((row) => row.id === paymentId);
}

/**
 * The rule of the `payment.*` events (they carry the payment and transaction ids only): this client's
 * own change (its answer is, or is about to be, in the cache) changes nothing; otherwise the money lists
 * and figures on screen ask again (a tenant's payment reaching the landlord, a confirmation the tenant).
 */
function paymentRule<T extends 'payment.recorded' | 'payment.awaitingConfirmation' | 'payment.confirmed'>(confirmed: boolean): EventRule<T> {
  return {
    tags: () => [{ type: 'Transaction', id: 'LIST' }, { type: 'Payment', id: 'LIST' }, 'MoneyStatistics'],
    patch: (payload, cache) => {
      if (cache.pending(paymentWrites, () => true)) return true;
      const held = heldPayment(cache, payload.transactionId, payload.paymentId);
      return held !== undefined && (!confirmed || held.confirmed);
    },
  };
}

/** Lease events: the lease and its lists; activation and termination also change the rent rows and figures. */
function leaseRule<T extends `lease.${string}` & EventType>(money: boolean): EventRule<T> {
  return {
    tags: (payload) => {
      const { leaseId } = payload as unknown as { leaseId: string };
      return [
        { type: 'Lease', id: leaseId },
        { type: 'Lease', id: 'LIST' },
        ...(money ? [{ type: 'Transaction' as const, id: 'LIST' }, 'MoneyStatistics' as const] : []),
      ];
    },
  };
}

/** Event type → the cache's response. Event types not listed change nothing cached. */
export const eventTags: { [T in EventType]?: EventRule<T> } = {
  'chat.messagePosted': {
    tags: (payload) => [{ type: 'ChatMessages', id: payload.conversationId }, { type: 'Conversation', id: payload.conversationId }, { type: 'Conversation', id: 'LIST' }, 'ChatUnread'],
    patch: (payload, cache) => {
      const mine = payload.authorId === cache.myId;
      if (heldMessage(cache, payload.conversationId, payload.messageId)) return true; // own post, or delivered twice
      // Posted from this tab and not answered yet: the answer brings the message.
      if (mine && cache.pending(['postChatMessage'], (arg) => (arg as { conversationId?: string }).conversationId === payload.conversationId)) return true;
      const message = payload.message;
      if (!message) return false;
      cache.update<NewestFirstPages>('chatHistory', (draft) => {
        draft.pages[0]?.results.unshift(message);
      }, (arg) => arg === payload.conversationId);
      cache.update<Conversation>('conversation', (draft) => {
        draft.lastMessage = message;
        draft.activityAt = message.createdAt;
        if (!mine) draft.unreadCount += 1;
      }, (arg) => arg === payload.conversationId);
      let listed = true;
      if (cache.read<ConversationListResponse>('conversations', undefined)) {
        cache.update<ConversationListResponse>('conversations', (draft) => {
          const index = draft.results.findIndex((row) => row.id === payload.conversationId);
          if (index < 0) {
            listed = false;
            return;
          }
          const [row] = draft.results.splice(index, 1) as [ConversationListResponse['results'][number]];
          row.lastMessage = message;
          row.activityAt = message.createdAt;
          if (!mine) {
            row.unreadCount += 1;
            draft.meta.totalUnread += 1;
          }
          draft.results.unshift(row);
        });
      }
      if (!mine) cache.update<ChatUnreadResponse>('chatUnread', (draft) => void (draft.totalUnread += 1));
      return listed;
    },
  },
  'chat.messageRead': {
    tags: (payload) => [{ type: 'Conversation', id: payload.conversationId }, { type: 'Conversation', id: 'LIST' }, 'ChatUnread'],
    patch: (payload, cache) => {
      const conversation = cache.read<Conversation>('conversation', payload.conversationId);
      const reader = conversation?.participants.find((participant) => participant.userId === payload.userId);
      if (payload.userId === cache.myId) {
        // Read in this tab: the POST's answer set (or is about to set) the counts. In another tab of mine: refetch them.
        const reading = cache.pending(['markChatRead'], (arg) => (arg as { messageId?: string }).messageId === payload.lastReadMessageId);
        return reading || reader?.lastReadMessageId === payload.lastReadMessageId;
      }
      cache.update<Conversation>('conversation', (draft) => {
        const row = draft.participants.find((participant) => participant.userId === payload.userId);
        if (row) row.lastReadMessageId = payload.lastReadMessageId;
      }, (arg) => arg === payload.conversationId);
      return true;
    },
  },
  'workOrder.created': workOrderRule(),
  'workOrder.shared': workOrderRule(),
  'workOrder.assigned': workOrderRule(),
  'workOrder.quoteRequested': workOrderRule(),
  'workOrder.quoteSubmitted': workOrderRule(),
  'workOrder.quoteAccepted': workOrderRule(),
  'workOrder.quoteDeclined': workOrderRule(),
  'workOrder.completed': workOrderRule(),
  'workOrder.closed': workOrderRule(),
  'payment.recorded': paymentRule(false),
  'payment.awaitingConfirmation': paymentRule(false),
  'payment.confirmed': paymentRule(true),
  'lease.activated': leaseRule(true),
  'lease.terminated': leaseRule(true),
  'lease.signatureRequested': leaseRule(false),
  'lease.signed': leaseRule(false),
  'lease.fullyExecuted': leaseRule(false),
  'lease.endingSoon': leaseRule(false),
  // A provider's requests for quotes (features/quotes/api/quotes-api.ts): a new one joins the open list.
  'quoteRequest.created': {
    tags: (payload) => [{ type: 'OpenQuoteRequest', id: 'LIST' }, { type: 'OpenQuoteRequest', id: payload.quoteRequestId }],
  },
  // Configurator quotes (issue 30 item 9): the requester's requests show a quote sent or withdrawn; the
  // provider's quotes, statistics and the request show theirs accepted or another chosen.
  'quote.sent': requesterQuoteRule(),
  'quote.withdrawn': requesterQuoteRule(),
  'quote.accepted': providerQuoteRule(),
  'quote.declined': providerQuoteRule(),
  // Lists, the open-requests widget (`SUMMARY`) and the request (features/maintenance/api/maintenance-api.ts).
  'tenantRequest.created': {
    tags: (payload) => [{ type: 'TenantRequest', id: 'LIST' }, { type: 'TenantRequest', id: 'SUMMARY' }, { type: 'TenantRequest', id: payload.tenantRequestId }],
  },
  'tenantRequest.statusChanged': {
    tags: (payload) => [{ type: 'TenantRequest', id: 'LIST' }, { type: 'TenantRequest', id: 'SUMMARY' }, { type: 'TenantRequest', id: payload.tenantRequestId }, 'Portal'],
    // This tab's own action: its PUT's answer is (or is about to be) in the cache, lists and counts included.
    patch: (payload, cache) =>
      cache.pending(['actOnTenantRequest'], (arg) => (arg as { id?: string }).id === payload.tenantRequestId) ||
      cache.read<{ status: string }>('tenantRequest', payload.tenantRequestId)?.status === payload.status,
  },
  // features/calendar/api/calendar-api.ts. Sent to the event's owner only: a change in another tab of
  // theirs, or this tab's own (its answer is, or is about to be, in the cache).
  'calendar.eventChanged': {
    // A deleted series leaves the cached lists (patch); only the 5-long widget and search pages refill.
    tags: (payload) => [{ type: 'CalendarEvent', id: payload.change === 'deleted' ? 'PAGED' : 'LIST' }, { type: 'CalendarEvent', id: payload.eventId }],
    patch: (payload, cache) => {
      const { eventId, change } = payload;
      if (change === 'created') {
        // Created here: in flight, or answered (a new event of another tab is in no entry of this one).
        return cache.pending(['createCalendarEvent'], () => true) || cache.read('calendarEvent', eventId) !== undefined;
      }
      if (change === 'updated') return cache.pending(['updateCalendarEvent'], (arg) => (arg as { id?: string }).id === eventId);
      if (cache.pending(['deleteCalendarEvent'], (arg) => arg === eventId)) return true;
      const drop = (events: { id: string }[]) => events.filter((event) => event.id !== eventId);
      cache.update<{ results: { id: string }[] }>('calendarEvents', (draft) => void (draft.results = drop(draft.results)));
      cache.update<{ results: { id: string }[] }>('searchCalendarEvents', (draft) => void (draft.results = drop(draft.results)));
      cache.update<{ id: string }[]>('upcomingCalendarEvents', (draft) => void draft.splice(0, draft.length, ...drop(draft)));
      return false;
    },
  },
  'notification.created': {
    tags: () => [{ type: 'Notification', id: 'LIST' }],
  },
  'notification.seen': {
    tags: () => [{ type: 'Notification', id: 'LIST' }],
    // Seen in another tab (or this one: the same rows again): the cached rows are marked, nothing is asked.
    patch: (payload, cache) => {
      const ids = payload.notificationIds ?? [];
      cache.update<{ pages: NotificationListResponse[] }>('notifications', (draft) => {
        for (const page of draft.pages) for (const row of page.results) if (payload.all || ids.includes(row.id)) row.seen = true;
      });
      return true;
    },
  },
};

type CacheDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
interface CacheStore {
  dispatch: CacheDispatch;
  getState: () => unknown;
}

/** The CacheAccess of a store: untyped endpoint names over `dataApi.util` (features type their own). */
export function cacheAccess(store: CacheStore, myId: string | undefined): CacheAccess {
  const util = dataApi.util as unknown as {
    selectCachedArgsForQuery: (state: unknown, endpoint: string) => unknown[];
    updateQueryData: (endpoint: string, arg: unknown, recipe: (draft: unknown) => void) => never;
  };
  const endpoints = dataApi.endpoints as unknown as Record<string, { select: (arg: unknown) => (state: unknown) => { data?: unknown } } | undefined>;
  return {
    myId,
    read<T>(endpoint: string, arg: unknown) {
      return endpoints[endpoint]?.select(arg)(store.getState()).data as T | undefined;
    },
    readAll<T>(endpoint: string) {
      if (!endpoints[endpoint]) return [];
      return util
        .selectCachedArgsForQuery(store.getState(), endpoint)
        .map((arg) => endpoints[endpoint]!.select(arg)(store.getState()).data as T | undefined)
        .filter((data): data is T => data !== undefined);
    },
    update<T>(endpoint: string, recipe: (draft: T, arg: unknown) => void, where: (arg: unknown) => boolean = () => true) {
      if (!endpoints[endpoint]) return 0;
      const args = util.selectCachedArgsForQuery(store.getState(), endpoint).filter(where);
      for (const arg of args) store.dispatch(util.updateQueryData(endpoint, arg, (draft) => recipe(draft as T, arg)));
      return args.length;
    },
    pending(endpoints: string[], where: (arg: unknown) => boolean) {
      // RTK Query's mutation state keeps no argument while pending: lib/data-cache.ts follows them.
      return pendingMutations().some((entry) => endpoints.includes(entry.endpointName) && entry.originalArgs !== undefined && where(entry.originalArgs));
    },
  };
}

/** How many event ids are remembered to drop a second delivery (live delivery is at least once). */
const REMEMBERED_EVENTS = 500;

/**
 * Applies one live event to the cache through `eventTags`: its patch, else its tags invalidated.
 * `seen` holds recent event ids so that a second delivery changes nothing.
 */
export function applyLiveEvent(event: LiveEventEnvelope, store: CacheStore, myId: string | undefined, seen: string[] = []): void {
  if (seen.includes(event.id)) return;
  seen.push(event.id);
  if (seen.length > REMEMBERED_EVENTS) seen.splice(0, seen.length - REMEMBERED_EVENTS);
  const rule = eventTags[event.type] as EventRule<EventType> | undefined;
  if (!rule) return;
  const payload = event.payload as Payload<EventType>;
  if (rule.patch?.(payload, cacheAccess(store, myId))) return;
  store.dispatch(dataApi.util.invalidateTags(rule.tags(payload)));
}

/**
 * Keeps the cache fresh from the live channel: every event through `applyLiveEvent`, and after a
 * reconnect (events may have been missed) every tag invalidated, so what is on screen is asked again.
 * Returns the unwiring.
 */
export function connectLiveCache(
  client: { on: (type: '*', handler: (event: LiveEventEnvelope) => void) => () => void; onResync: (listener: () => void) => () => void },
  store: CacheStore,
  myId: () => string | undefined,
): () => void {
  const seen: string[] = [];
  const offEvents = client.on('*', (event) => applyLiveEvent(event, store, myId(), seen));
  const offResync = client.onResync(() => store.dispatch(dataApi.util.invalidateTags([...cacheTagTypes])));
  return () => {
    offEvents();
    offResync();
  };
}

/**
 * Quote calls of spec point 7 ("Quotes": GET /quotes/ from page 0 with size, GET /quotes/statistics,
 * PATCH /quotes/{id}) and the quote flow around them: open requests for service providers, create,
 * send, follow up, archive, restore, export as PDF; the requester's requests and accepting a quote.
 */
import type {
  CreateQuoteInput,
  ProviderQuoteRequest,
  ProviderQuoteRequestListResponse,
  Quote,
  QuoteListResponse,
  QuoteRequest,
  QuoteRequestListResponse,
  QuoteStatisticsRange,
  QuoteStatistics,
  QuoteStatus,
  TaxRatesResponse,
  UpdateQuoteInput,
} from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';
import { getFile, saveBlob } from '../../../lib/download.ts';

export const getQuotes = (query: { page: number; size: number; status?: QuoteStatus | undefined }, signal?: AbortSignal) =>
  api.get<QuoteListResponse>('/quotes/', { signal, query: { ...query } });
export const getQuoteStatistics = (range: QuoteStatisticsRange, signal?: AbortSignal) =>
  api.get<QuoteStatistics>('/quotes/statistics', { signal, query: { range } });
export const getQuote = (id: string, signal?: AbortSignal) => api.get<Quote>(`/quotes/${id}`, { signal });
export const postQuote = (input: CreateQuoteInput) => api.post<Quote>('/quotes', input);
export const patchQuote = (id: string, input: UpdateQuoteInput) => api.patch<Quote>(`/quotes/${id}`, input);

/** The action routes behind the row menu and the preview's Send (docs/decisions/004-quotes.md). */
export type QuoteActionPath = 'send' | 'follow-up' | 'archive' | 'restore';
export const postQuoteAction = (id: string, action: QuoteActionPath) => api.post<Quote>(`/quotes/${id}/${action}`);

export const getOpenQuoteRequests = (query: { page: number; pageSize: number }, signal?: AbortSignal) =>
  api.get<ProviderQuoteRequestListResponse>('/quotes/requests', { signal, query });
export const getOpenQuoteRequest = (id: string, signal?: AbortSignal) => api.get<ProviderQuoteRequest>(`/quotes/requests/${id}`, { signal });
export const getTaxRates = (signal?: AbortSignal) => api.get<TaxRatesResponse>('/tax-rates', { signal });

export const getQuoteRequests = (query: { page: number; pageSize: number }, signal?: AbortSignal) =>
  api.get<QuoteRequestListResponse>('/quote-requests', { signal, query });
export const postAcceptQuote = (requestId: string, quoteId: string) =>
  api.post<QuoteRequest>(`/quote-requests/${requestId}/accept`, { quoteId });
/** Kick-off (issue 11 item 18): the accepted installer proposes the start date; the requester confirms, then completes. */
export const postKickOff = (requestId: string, startDate: string) =>
  api.post<ProviderQuoteRequest>(`/quote-requests/${requestId}/kick-off`, { startDate });
export const postConfirmStartDate = (requestId: string) => api.post<QuoteRequest>(`/quote-requests/${requestId}/confirm-start-date`);
export const postCompleteJob = (requestId: string) => api.post<QuoteRequest>(`/quote-requests/${requestId}/complete`);

/**
 * Export: GET /quotes/{id}/export saved as a file. The JSON client cannot read a PDF, so this sends
 * the Bearer token itself (the list was just loaded through the client, so the token is fresh).
 */
export async function downloadQuotePdf(id: string): Promise<void> {
  const response = await getFile(`/quotes/${id}/export`, 'Could not export the quote');
  saveBlob(await response.blob(), `quote-${id.slice(0, 8)}.pdf`);
}

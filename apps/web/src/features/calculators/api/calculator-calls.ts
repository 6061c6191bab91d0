/**
 * Calls of the calculators (issue 14): POST /calendar-history/generate-ai-result (compute + explain +
 * keep), the history list, one result, delete. Results are kept by the page (no slice).
 */
import type { CalculatorKind, CalculatorHistoryResponse, CalculatorResult, GenerateAiResultInput } from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';

export const postGenerateResult = (input: GenerateAiResultInput) => api.post<CalculatorResult>('/calendar-history/generate-ai-result', input);
export const getCalculatorHistory = (query: { page: number; pageSize: number; kind?: CalculatorKind | undefined }, signal?: AbortSignal) =>
  api.get<CalculatorHistoryResponse>('/calendar-history', { signal, query: { page: query.page, pageSize: query.pageSize, kind: query.kind } });
export const getCalculatorResult = (id: string, signal?: AbortSignal) => api.get<CalculatorResult>(`/calendar-history/${id}`, { signal });
export const deleteCalculatorResult = (id: string) => api.delete(`/calendar-history/${id}`);

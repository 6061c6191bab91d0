/**
 * GET /transactions/statistics (optional propertyId, a range): the figures of spec point 3. Spec point
 * 8: a statistics failure sets rejected without a toast.
 */
import { useEffect, useState } from 'react';
import type { AsyncStatus, DateRangePreset, TransactionStatistics } from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { localToday, resolveFilterRange } from '../components/date-range.ts';

export interface StatisticsRequest {
  range: DateRangePreset;
  startDate?: string;
  endDate?: string;
  propertyId?: string;
}

export const getStatistics = (query: StatisticsRequest, signal?: AbortSignal) =>
  api.get<TransactionStatistics>('/transactions/statistics', { signal, query: { ...query } });

/**
 * The query sent: presets are resolved in the browser (its calendar day) and sent as a custom range,
 * so the figures cover the dates the filter shows.
 */
export function statisticsQuery(request: StatisticsRequest, today: string = localToday()) {
  const resolved = resolveFilterRange(request, today);
  return {
    ...(resolved ? { range: 'custom' as const, startDate: resolved.startDate, endDate: resolved.endDate } : { range: 'yearToDate' as const }),
    ...(request.propertyId ? { propertyId: request.propertyId } : {}),
  };
}

export interface StatisticsState {
  data: TransactionStatistics | null;
  status: AsyncStatus;
  error: string | null;
}

/** Loads the figures for a request; `version` reloads them after money changed. */
export function useStatistics(request: StatisticsRequest, version = 0): StatisticsState {
  const [state, setState] = useState<StatisticsState>({ data: null, status: 'idle', error: null });
  const key = JSON.stringify(statisticsQuery(request));
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, status: 'pending', error: null }));
    getStatistics(JSON.parse(key) as StatisticsRequest, controller.signal)
      .then((data) => setState({ data, status: 'succeeded', error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, status: 'rejected', error: errorMessage(error, 'Failed to fetch statistics') }));
      });
    return () => controller.abort();
  }, [key, version]);
  return state;
}

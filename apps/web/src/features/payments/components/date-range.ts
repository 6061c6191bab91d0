/**
 * Date-range presets of spec point 3 as the filters use them: a preset (or none: any date), resolved
 * to the inclusive dates sent to the server. Resolved in the browser so the filter can show the dates
 * it means, with the person's own calendar day.
 */
import { dateRangePresetLabels, resolveDateRange } from '@lintel/shared';
import type { DateRangePreset, ResolvedDateRange } from '@lintel/shared';
import { formatDate } from '../../../lib/format.ts';

export interface DateRangeFilter {
  /** Absent: any date (lists); statistics and exports always have one. */
  range?: DateRangePreset;
  startDate?: string;
  endDate?: string;
}

/** Today in the browser's time zone, as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The dates a filter stands for, or null when it does not filter by date (no preset, or a custom
 * range still missing a date or ending before it starts).
 */
export function resolveFilterRange(filter: DateRangeFilter, today: string = localToday()): ResolvedDateRange | null {
  if (!filter.range) return null;
  try {
    return resolveDateRange(filter.range, today, { startDate: filter.startDate, endDate: filter.endDate });
  } catch {
    return null;
  }
}

/** The query fields for a list, statistics or export call: the resolved dates (custom), or nothing. */
export function rangeQuery(filter: DateRangeFilter, today: string = localToday()): { startDate?: string; endDate?: string } {
  const resolved = resolveFilterRange(filter, today);
  return resolved ? { startDate: resolved.startDate, endDate: resolved.endDate } : {};
}

/** '11 Feb 2026 – 10 Mar 2026' style text for a YYYY-MM-DD pair. */
export function formatRange(range: ResolvedDateRange): string {
  return `${formatDate(range.startDate)} – ${formatDate(range.endDate)}`;
}

export { formatDate };

export const presetLabel = (preset: DateRangePreset) => dateRangePresetLabels[preset];

/** The statistics panel's choice: a preset (or custom dates) and optionally one property. */
export interface StatisticsRequest {
  range: DateRangePreset;
  startDate?: string;
  endDate?: string;
  propertyId?: string;
}

/**
 * The GET /transactions/statistics query: presets are resolved in the browser (its calendar day) and
 * sent as a custom range, so the figures cover the dates the filter shows; an unfinished custom range
 * asks for the year to date.
 */
export function statisticsQuery(request: StatisticsRequest, today: string = localToday()) {
  const resolved = resolveFilterRange(request, today);
  return {
    ...(resolved ? { range: 'custom' as const, startDate: resolved.startDate, endDate: resolved.endDate } : { range: 'yearToDate' as const }),
    ...(request.propertyId ? { propertyId: request.propertyId } : {}),
  };
}

/**
 * Read-only calendar entries from other areas (a filter per source; `editable: false`). Each source
 * is a provider the calendar asks for a date range. Lease ends and rent due dates are built in here
 * through the leases and money modules' index.ts, service due dates and work-order date ranges
 * through the maintenance and work-orders modules'; more can register through
 * `calendarModule(api, deps, { sources: [...] })` without touching this file.
 */
import { formatMoney, moneyToCents, transactionStatusLabels, type Action, type CalendarEventType, type CalendarSource } from '@lintel/shared';
import type { Executor } from '../../platform/deps.ts';
import { leaseEndsBetween } from '../leases/index.ts';
import { rentDueBetween } from '../money/index.ts';
import { servicesDueBetween } from '../maintenance/index.ts';
import { workOrdersBetween } from '../work-orders/index.ts';

/** One read-only entry: all-day entries start at 00:00 UTC of their date and end the day after. */
export interface SourceEntry {
  /** The record's id (the same id may appear on several days). */
  id: string;
  type: CalendarEventType;
  title: string;
  description?: string | null;
  allDay: boolean;
  start: Date;
  end: Date;
  /** Web path of the record, e.g. `/leases/<id>`. */
  link: string;
}

export interface SourceRange {
  /** First and last date (YYYY-MM-DD, UTC, inclusive). */
  fromDate: string;
  toDate: string;
}

/** A source of read-only entries, shown to the roles allowed `action`. */
export interface CalendarEventSource {
  source: Exclude<CalendarSource, 'calendar'>;
  action: Action;
  /** The account's entries in the range, at most `limit`. */
  list(db: Executor, accountId: string, range: SourceRange, limit: number): Promise<SourceEntry[]>;
}

const DAY_MS = 86_400_000;
/** An all-day entry on `date` (YYYY-MM-DD). */
export function allDayEntry(date: string): { allDay: true; start: Date; end: Date } {
  const start = new Date(`${date}T00:00:00Z`);
  return { allDay: true, start, end: new Date(start.getTime() + DAY_MS) };
}

export const leaseEndSource: CalendarEventSource = {
  source: 'leaseEnd',
  action: 'lease.manage',
  async list(db, accountId, range, limit) {
    const rows = await leaseEndsBetween(db, accountId, range.fromDate, range.toDate, limit);
    return rows.map((row) => ({
      id: row.id,
      type: 'calendarEvent',
      title: `Lease ends: ${row.propertyName}`,
      ...allDayEntry(row.endDate!),
      link: `/leases/${row.id}`,
    }));
  },
};

export const rentDueSource: CalendarEventSource = {
  source: 'rentDue',
  action: 'money.manage',
  async list(db, accountId, range, limit) {
    const rows = await rentDueBetween(db, accountId, range.fromDate, range.toDate, limit);
    return rows.map((row) => ({
      id: row.id,
      type: 'task',
      // Which unit, whose rent and how much, not only "Rent November 2027" (issue 22 item 5).
      // The unit first: a month chip is cut short, and three units of one building must still differ.
      title: row.place ? `Rent · ${row.place.nickname}${row.place.parent ? ` · ${row.place.parent.nickname}` : ''}` : row.name,
      description: [`${formatMoney(moneyToCents(row.amount))} due${row.tenantName ? ` from ${row.tenantName}` : ''}`, `${row.name} (${transactionStatusLabels[row.status]})`].join(' · '),
      ...allDayEntry(row.dueDate),
      link: `/payments?transaction=${row.id}`,
    }));
  },
};

/** Entries spanning whole days `from`..`to` (YYYY-MM-DD, inclusive). */
function daySpan(from: string, to: string): { allDay: true; start: Date; end: Date } {
  return { allDay: true, start: allDayEntry(from).start, end: allDayEntry(to).end };
}

export const serviceDueSource: CalendarEventSource = {
  source: 'serviceDue',
  action: 'service.manage',
  async list(db, accountId, range, limit) {
    const rows = await servicesDueBetween(db, accountId, range.fromDate, range.toDate, limit);
    return rows.map((row) => ({
      id: row.id,
      type: 'task',
      title: `Service: ${row.name}`,
      description: row.propertyName,
      ...(row.dueDate ? allDayEntry(row.dueDate) : daySpan(row.startDate!, row.endDate!)),
      link: `/services`,
    }));
  },
};

export const workOrderSource: CalendarEventSource = {
  source: 'workOrder',
  action: 'workOrder.manage',
  async list(db, accountId, range, limit) {
    const rows = await workOrdersBetween(db, accountId, range.fromDate, range.toDate, limit);
    return rows.map((row) => ({
      id: row.id,
      type: 'calendarEvent',
      title: `Work order: ${row.name}`,
      ...daySpan(row.startDate!, row.endDate!),
      link: `/work-orders/${row.id}`,
    }));
  },
};

/** The sources every calendar has; `calendarModule`'s `needs.sources` adds others. */
export const builtInSources: CalendarEventSource[] = [leaseEndSource, rentDueSource, serviceDueSource, workOrderSource];

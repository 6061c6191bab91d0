/** Display helpers for leases: money, date ranges, status colours, pay schedule in words. */
import { leaseStatusLabels, rentPayTypeLabels } from '@lintel/shared';
import type { Lease, LeaseStatus } from '@lintel/shared';
import { formatDateRange } from '../../../lib/format.ts';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
export const formatMoney = (value: number) => currency.format(value);

export const leaseDates = (lease: Pick<Lease, 'startDate' | 'endDate'>) => formatDateRange(lease.startDate, lease.endDate, 'month to month');

export const leaseStatusColor: Record<LeaseStatus, string> = {
  draft: 'gray',
  pendingSignature: 'yellow',
  active: 'teal',
  ended: 'dark',
  terminated: 'red',
};

export const leaseStatusText = (status: LeaseStatus) => leaseStatusLabels[status];

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const ordinal = (day: number) => {
  const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  return `${day}${suffix}`;
};

/**
 * "Monthly on the 1st", "Twice a month on the 1st and 15th", "Weekly on Friday"; a monthly lease
 * starting on another day than its due day adds the proration rule of docs/decisions/011-rent-due-day.md
 * ("Monthly on the 1st; the first period from the 26th is prorated by days").
 */
export function paySchedule(lease: Pick<Lease, 'rentPayType' | 'firstDay' | 'secondDay' | 'alignMonthly'> & { startDate?: string }): string {
  const type = rentPayTypeLabels[lease.rentPayType];
  if (lease.rentPayType === 'weekly' || lease.rentPayType === 'biWeekly') return `${type} on ${weekdays[lease.firstDay - 1] ?? lease.firstDay}${lease.alignMonthly ? ' (first period prorated)' : ''}`;
  const days = lease.rentPayType === 'twiceMonthly' && lease.secondDay ? `${ordinal(lease.firstDay)} and ${ordinal(lease.secondDay)}` : ordinal(lease.firstDay);
  const startDay = lease.startDate ? Number(lease.startDate.slice(8, 10)) : lease.firstDay;
  const dueDays = lease.rentPayType === 'twiceMonthly' ? [lease.firstDay, lease.secondDay ?? lease.firstDay] : [lease.firstDay];
  return `${type} on the ${days}${dueDays.includes(startDay) ? '' : `; the first period from the ${ordinal(startDay)} is prorated by days`}`;
}

export const tenantNames = (lease: Lease) => lease.tenants.map((tenant) => tenant.fullName).join(', ') || '—';

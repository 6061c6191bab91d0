/**
 * The "lease ending soon" notice (issue 21 item 5): once per lease, LEASE_ENDING_SOON_DAYS before its
 * end date, the landlord and the tenants with an account are told (lease.endingSoon → bell, e-mail by
 * preference). Hourly and idempotent: a told lease is marked in the same transaction as its event.
 */
import { addDays, formatDateOnly } from '@lintel/shared';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import type { Database } from '../../platform/db.ts';
import { recordEvent } from '../../platform/events/events.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import * as repo from './leases.repository.ts';

export const LEASE_ENDING_SOON_JOB = 'leases.ending-soon';
/** How many days before the end date the parties hear of it. */
export const LEASE_ENDING_SOON_DAYS = 30;

/** Tells the parties of every active lease ending within LEASE_ENDING_SOON_DAYS of `now`; answers how many leases. */
export async function notifyLeasesEndingSoon(db: Database, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const told = await db.transaction(async (tx) => {
    const rows = await repo.leasesEndingSoonToNotify(tx, today, addDays(today, LEASE_ENDING_SOON_DAYS), 500);
    for (const row of rows) {
      const parties = (await repo.leaseParties(tx, row.id))?.tenantUserIds ?? [];
      await recordEvent(tx, {
        type: 'lease.endingSoon',
        accountId: row.accountId,
        userIds: [...new Set([row.accountId, ...parties])],
        payload: { leaseId: row.id, endDate: row.endDate!, summary: `The lease for ${row.propertyName} ends on ${formatDateOnly(row.endDate!)}`.slice(0, 300), link: `/leases/${row.id}` },
      });
      await repo.markEndingSoonNotified(tx, row.id, now);
    }
    return rows.length;
  });
  return told;
}

export const leaseEndingSoonJob = (deps: AppDeps) =>
  defineJob({
    name: LEASE_ENDING_SOON_JOB,
    schema: z.object({}),
    cron: '15 * * * *',
    runAtStart: true,
    handler: async (_payload, { now }) => {
      const told = await notifyLeasesEndingSoon(deps.db, now);
      deps.events.flush();
      return told;
    },
  });

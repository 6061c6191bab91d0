/** The rentStatus job: a property's rentStatus follows lease start and end dates that pass without a request. */
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/jobs.ts';
import type { LeasesService } from './leases.service.ts';

export const RENT_STATUS_JOB = 'leases.rent-status';

/** Hourly and idempotent; also at start. */
export const rentStatusJob = (leases: LeasesService) =>
  defineJob({
    name: RENT_STATUS_JOB,
    schema: z.object({}),
    cron: '0 * * * *',
    runAtStart: true,
    handler: (_payload, { now }) => leases.refreshRentStatusesOnLeaseDates(now),
  });

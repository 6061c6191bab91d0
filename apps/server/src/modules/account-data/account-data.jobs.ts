/** The jobs of "Your data": building an export, and erasing accounts whose grace period ended (hourly). */
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/jobs.ts';
import { ACCOUNT_ERASE_JOB, ACCOUNT_EXPORT_JOB, type AccountDataService } from './account-data.service.ts';

/** One run per export, queued with it (keyed by its id); retried twice. */
export const accountExportJob = (service: AccountDataService) =>
  defineJob({
    name: ACCOUNT_EXPORT_JOB,
    schema: z.object({ exportId: z.string().uuid() }),
    retryLimit: 2,
    retryDelaySeconds: 30,
    handler: async ({ exportId }, { now }) => service.runExport(exportId, now),
  });

/** Hourly (and at start): erases every account whose closing date has passed. Idempotent. */
export const accountEraseJob = (service: AccountDataService) =>
  defineJob({
    name: ACCOUNT_ERASE_JOB,
    schema: z.object({}),
    cron: '17 * * * *',
    runAtStart: true,
    handler: async (_payload, { now }) => ({ erased: await service.eraseDue(now) }),
  });

/** The daily money job: marks overdue money and charges late fees once (docs/decisions/003-money.md). */
import { z } from 'zod';
import type { Database } from '../../platform/db.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import { runDailyMoneyJob } from './money-schedule.ts';

/** The daily money job's name in deps.jobs. */
export const MONEY_DAILY_JOB = 'money.daily';

/** Hourly and idempotent, so the day's work is done within an hour of midnight UTC; also at start. */
export const moneyDailyJob = (db: Database) =>
  defineJob({
    name: MONEY_DAILY_JOB,
    schema: z.object({}),
    cron: '0 * * * *',
    runAtStart: true,
    handler: (_payload, { now }) => runDailyMoneyJob(db, now),
  });

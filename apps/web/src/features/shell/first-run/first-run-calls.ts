/** Loads the first-run checklist's progress: one small list request (pageSize 1) per step that has a probe. */
import type { User } from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';
import { firstRunSteps } from './first-run-steps.ts';

/** A list answer's row count: `{ pagination }`, or `{ data: { pagination } }` (GET /properties keeps the spec's wrapper). */
type ListAnswer = { pagination?: { total: number }; data?: { pagination?: { total: number } } };
const totalOf = (list: ListAnswer | null) => list?.pagination?.total ?? list?.data?.pagination?.total ?? 0;

/** Step id → done, for the signed-in `user`'s role. A step whose probe fails counts as not done. */
export const fetchFirstRunProgress = createApiThunk<Record<string, boolean>, User>(
  'ui/firstRunProgress',
  async (user, signal) => {
    const entries = await Promise.all(
      firstRunSteps(user.role).map(async (step): Promise<[string, boolean]> => {
        if (step.doneFor) return [step.id, step.doneFor(user)];
        if (!step.probe) return [step.id, false];
        const list = await api
          .get<ListAnswer>(step.probe, { query: { ...step.query, pageSize: 1 }, signal })
          .catch((error: unknown) => {
            if (signal.aborted) throw error;
            return null;
          });
        return [step.id, totalOf(list) > 0];
      }),
    );
    return Object.fromEntries(entries);
  },
  { error: 'Could not load your checklist.', silent: true },
);

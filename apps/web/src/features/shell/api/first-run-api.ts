/**
 * The Get started checklist's progress in the data cache (issue 11 item 6, issue 20): one small list
 * request (pageSize 1) per step that has a probe, answered as step id → done for the signed-in user's
 * role. A step whose probe fails counts as not done (no toast: the checklist is a hint, spec point 8).
 * Tagged with each probed list's `LIST` tag, so adding a first property, tenant… ticks its step; asked
 * again at each dashboard visit (kept only a few seconds once off screen), as the checklist always was.
 */
import type { User } from '@lintel/shared';
import { dataApi, type ApiFailure, type ApiRequest } from '../../../lib/data-cache.ts';
import { firstRunSteps } from '../first-run/first-run-steps.ts';

/** A list answer's row count: `{ pagination }`, or `{ data: { pagination } }` (GET /properties keeps the spec's wrapper). */
type ListAnswer = { pagination?: { total: number }; data?: { pagination?: { total: number } } };
const totalOf = (list: ListAnswer | undefined) => list?.pagination?.total ?? list?.data?.pagination?.total ?? 0;

/** Step id → done. */
export type FirstRunProgress = Record<string, boolean>;

export const firstRunApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** The checklist of `user`'s role with each step's done flag (see first-run-steps.ts). */
    firstRunProgress: build.query<FirstRunProgress, User>({
      async queryFn(user, _api, _extra, baseQuery) {
        const entries = await Promise.all(
          firstRunSteps(user.role).map(async (step): Promise<[string, boolean] | ApiFailure> => {
            if (step.doneFor) return [step.id, step.doneFor(user)];
            if (!step.probe) return [step.id, false];
            const request: ApiRequest = { path: step.probe, params: { ...step.query, pageSize: 1 }, error: 'Could not load your checklist.', silent: true };
            const answer = await baseQuery(request);
            if (answer.error) return (answer.error as ApiFailure).aborted ? (answer.error as ApiFailure) : [step.id, false];
            return [step.id, totalOf(answer.data as ListAnswer) > 0];
          }),
        );
        const aborted = entries.find((entry): entry is ApiFailure => !Array.isArray(entry));
        if (aborted) return { error: aborted };
        return { data: Object.fromEntries(entries as Array<[string, boolean]>) };
      },
      // One entry per user, role and company state (the only parts of the user the steps read).
      serializeQueryArgs: ({ queryArgs }) => ({ id: queryArgs.id, role: queryArgs.role, isCompanyCapable: queryArgs.isCompanyCapable }),
      providesTags: (_result, _error, user) => firstRunSteps(user.role).flatMap((step) => (step.tag ? [{ type: step.tag, id: 'LIST' }] : [])),
      keepUnusedDataFor: 5,
    }),
  }),
});

export const { useFirstRunProgressQuery } = firstRunApi;

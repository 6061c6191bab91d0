/**
 * Tenant endpoints of the data cache (spec point 7: list, create, update, delete; issue 20). The list
 * is tagged `Tenant LIST`; a write's answer goes into every cached page (an update replaces the row, a
 * delete takes it out with its total), and a created tenant joins the lists by tag (where it goes the
 * server's sort says). Spec point 5: a create error shows the first detail message, else the server's
 * message, else the default.
 */
import type { CreateTenantInput, Tenant, TenantListResponse, TenantSort, UpdateTenantInput } from '@lintel/shared';
import { DEFAULT_PAGE_SIZE } from '@lintel/shared';
import { dataApi, numberedPages } from '../../../lib/data-cache.ts';
import type { ApiFailure } from '../../../lib/data-cache.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';

export interface TenantFilters {
  sortBy: TenantSort;
  search?: string | undefined;
}

const lists = [{ type: 'Tenant' as const, id: 'LIST' }];
type TenantPages = { pages: TenantListResponse[] };

/** Applies `change` to the rows of every cached tenants list, lowering totals by the rows it drops. */
function reshapeLists(api: { dispatch: (action: unknown) => unknown; getState: () => unknown }, change: (rows: Tenant[]) => Tenant[]): void {
  for (const filters of tenantsApi.util.selectCachedArgsForQuery(api.getState() as never, 'tenants')) {
    api.dispatch(
      tenantsApi.util.updateQueryData('tenants', filters, (draft: TenantPages) => {
        for (const page of draft.pages) {
          const before = page.results.length;
          page.results = change(page.results);
          page.pagination.total -= before - page.results.length;
        }
      }),
    );
  }
}

export const tenantsApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /tenants: by sort and search; numbered pages. */
    tenants: build.infiniteQuery<TenantListResponse, TenantFilters, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => ({ path: '/tenants', params: { ...queryArg, page: pageParam, pageSize: DEFAULT_PAGE_SIZE }, error: 'Failed to fetch tenants' }),
      providesTags: lists,
    }),
    /** GET /tenants/{id}: one tenant (the "New user joined" notification's /tenants?id=… opens it). */
    tenant: build.query<Tenant, string>({
      query: (id) => ({ path: `/tenants/${id}`, error: 'Tenant not found' }),
      providesTags: (_result, _error, id) => [{ type: 'Tenant' as const, id }],
    }),
    /** POST /tenants; its failure toasts (and answers) the first detail message (spec point 5). */
    createTenant: build.mutation<Tenant, CreateTenantInput>({
      async queryFn(input, _api, _extra, baseQuery) {
        const answer = await baseQuery({ path: '/tenants', method: 'POST', body: input, error: 'Failed to create tenant', silent: true });
        if (!answer.error) {
          toastSuccess('Tenant added successfully');
          return { data: answer.data as Tenant };
        }
        const failure = answer.error as ApiFailure;
        // A network failure shows the offline alert; a cancelled request says nothing.
        if (failure.status === 0) return { error: failure };
        const message = failure.details?.[0]?.message ?? failure.message;
        toastError(message);
        return { error: { ...failure, message } };
      },
      invalidatesTags: (result) => (result ? lists : []),
    }),
    updateTenant: build.mutation<Tenant, { id: string; input: UpdateTenantInput }>({
      query: ({ id, input }) => ({ path: `/tenants/${id}`, method: 'PUT', body: input, error: 'Failed to update tenant', success: 'Tenant updated successfully' }),
      async onQueryStarted(_arg, api) {
        const answer = await api.queryFulfilled.catch(() => null);
        if (answer) reshapeLists(api, (rows) => rows.map((row) => (row.id === answer.data.id ? answer.data : row)));
      },
    }),
    deleteTenant: build.mutation<unknown, string>({
      query: (id) => ({ path: `/tenants/${id}`, method: 'DELETE', error: 'Failed to delete tenant', success: 'Tenant deleted successfully' }),
      async onQueryStarted(id, api) {
        if (await api.queryFulfilled.then(() => true, () => false)) reshapeLists(api, (rows) => rows.filter((row) => row.id !== id));
      },
    }),
  }),
});

export const { useTenantsInfiniteQuery, useTenantQuery, useCreateTenantMutation, useUpdateTenantMutation, useDeleteTenantMutation } = tenantsApi;

/** The tenant as the cached lists hold it now (after an edit), or undefined. */
export function selectCachedTenant(state: unknown, id: string): Tenant | undefined {
  for (const filters of tenantsApi.util.selectCachedArgsForQuery(state as never, 'tenants')) {
    const found = tenantsApi.endpoints.tenants
      .select(filters)(state as never)
      .data?.pages.flatMap((page) => page.results)
      .find((row) => row.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * Maintenance endpoints of the data cache (spec point 7 "Tenant requests"). Reads are tagged
 * `TenantRequest` (`LIST` for lists); live `tenantRequest.*` events refresh them (lib/live/event-tags.ts).
 */
import type { TenantRequestListResponse } from '@lintel/shared';
import { dataApi } from '../../../lib/data-cache.ts';

export const maintenanceApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /tenant-requests?propertyId=: a property's newest requests (the property page, issue 21 item 12). */
    propertyRequests: build.query<TenantRequestListResponse, { propertyId: string; pageSize: number }>({
      query: ({ propertyId, pageSize }) => ({
        path: '/tenant-requests',
        params: { propertyId, pageSize, page: 1, status: 'all' },
        error: 'Failed to get requests',
        silent: true,
      }),
      providesTags: [{ type: 'TenantRequest', id: 'LIST' }],
    }),
  }),
});

export const { usePropertyRequestsQuery } = maintenanceApi;

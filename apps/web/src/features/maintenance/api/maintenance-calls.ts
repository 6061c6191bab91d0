/** Tenant requests, request portal and property services calls (spec point 7) with their thunks and toasts. */
import type {
  CreateServiceInput,
  CreateTenantRequestInput,
  OpenRequestsSummary,
  PortalLink,
  PortalRequestInput,
  PropertyService,
  PublicPortal,
  RequestAction,
  RequestStatusFilter,
  ServiceCategoriesResponse,
  ServiceListResponse,
  ServiceStatus,
  StoredFile,
  TenantRequest,
  TenantRequestActionInput,
  TenantRequestListResponse,
  TenantRequestOptions,
  UpdateServiceInput,
} from '@lintel/shared';
import { api, publicApi } from '../../../lib/api-client.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';

export interface RequestQuery {
  page: number;
  pageSize: number;
  status: RequestStatusFilter;
  propertyId?: string | undefined;
}

export const getTenantRequests = ({ propertyId, ...query }: RequestQuery, signal?: AbortSignal) =>
  api.get<TenantRequestListResponse>('/tenant-requests', { query: { ...query, ...(propertyId ? { propertyId } : {}) }, signal });
export const getTenantRequest = (id: string, signal?: AbortSignal) => api.get<TenantRequest>(`/tenant-requests/${id}`, { signal });
export const postTenantRequest = (input: CreateTenantRequestInput) => api.post<TenantRequest>('/tenant-requests', input);
export const putTenantRequestAction = (action: RequestAction, id: string, input: TenantRequestActionInput = {}) =>
  api.put<TenantRequest>(`/tenant-requests/${action}/${id}`, input);
export const postTenantRequestOptions = (categoryId?: number) =>
  api.post<TenantRequestOptions>('/tenant-request-options', categoryId === undefined ? {} : { categoryId });
export const getOpenRequestsSummary = (signal?: AbortSignal) => api.get<OpenRequestsSummary>('/tenant-requests/open-summary', { signal });

export const getPortalLink = (propertyId: string, signal?: AbortSignal) => api.get<PortalLink>(`/request-portal/properties/${propertyId}`, { signal });
export const patchPortalLink = (propertyId: string, enabled: boolean) => api.patch<PortalLink>(`/request-portal/properties/${propertyId}`, { enabled });
export const postRotatePortalLink = (propertyId: string) => api.post<PortalLink>(`/request-portal/properties/${propertyId}/rotate`);
export const getPublicPortal = (token: string, signal?: AbortSignal) => publicApi.get<PublicPortal>(`/request-portal/${token}`, { signal });
export const postPortalFile = (token: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return publicApi.post<StoredFile>(`/request-portal/${token}/files`, form);
};
export const postPortalRequest = (token: string, input: PortalRequestInput) =>
  publicApi.post<{ id: string; message: string }>(`/request-portal/${token}/requests`, input);

export interface ServiceQuery {
  page: number;
  pageSize: number;
  status?: ServiceStatus | undefined;
  propertyId?: string | undefined;
}
export const getServices = (query: ServiceQuery, signal?: AbortSignal) =>
  api.get<ServiceListResponse>('/property-services', {
    query: { page: query.page, pageSize: query.pageSize, ...(query.status ? { status: query.status } : {}), ...(query.propertyId ? { propertyId: query.propertyId } : {}) },
    signal,
  });
export const postService = (input: CreateServiceInput) => api.post<PropertyService>('/property-services', input);
export const putService = (id: string, input: UpdateServiceInput) => api.put<PropertyService>(`/property-services/${id}`, input);
export const deleteServiceRequest = (id: string) => api.delete(`/property-services/${id}`);
export const getServiceCategories = (dataType: 'tenantRequest' | 'service', signal?: AbortSignal) =>
  api.get<ServiceCategoriesResponse>('/service-categories', { query: { dataType }, signal });

/** The requests list (abortable: a newer filter cancels the older fetch through the thunk's signal). */
export const fetchTenantRequests = createApiThunk<TenantRequestListResponse, { query: RequestQuery; append?: boolean }>(
  'maintenance/fetchRequests',
  ({ query }, signal) => getTenantRequests(query, signal),
  { error: 'Failed to fetch requests', silent: true },
);

export const createTenantRequest = createApiThunk<TenantRequest, CreateTenantRequestInput>(
  'maintenance/createRequest',
  (input) => postTenantRequest(input),
  { error: 'Failed to create request', success: 'Request sent to your landlord' },
);

const actionToasts: Record<RequestAction, string> = {
  accept: 'Request accepted',
  reject: 'Request rejected',
  resolve: 'Request resolved',
  edit: 'Request updated',
};

/** PUT /tenant-requests/{action}/{id}; the slice replaces the row, or drops it when the result is ongoing (spec point 4). */
export const actOnTenantRequest = createApiThunk<TenantRequest, { action: RequestAction; id: string; input?: TenantRequestActionInput }>(
  'maintenance/actOnRequest',
  ({ action, id, input }) => putTenantRequestAction(action, id, input),
  { error: 'Failed to update request', success: (_result, { action }) => actionToasts[action] },
);

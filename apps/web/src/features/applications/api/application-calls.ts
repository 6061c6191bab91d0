/**
 * Tenant application calls: the landlord's link (application request modal), the review list with
 * approve/decline, and the applicant's public calls (context, file upload, submit) without an account.
 */
import type {
  ApplicationLink,
  ApplicationListResponse,
  ApplicationStatus,
  ApproveApplicationResponse,
  CreateApplicationLinkInput,
  PublicApplicationContext,
  StoredFile,
  SubmitApplicationInput,
  TenantApplication,
  TenantSort,
} from '@lintel/shared';
import { api, publicApi } from '../../../lib/api-client.ts';

export interface ApplicationListQuery {
  page?: number;
  pageSize?: number;
  sortBy?: TenantSort;
  status?: ApplicationStatus;
  propertyId?: string;
  search?: string;
}

export const postApplicationLink = (input: CreateApplicationLinkInput) => api.post<ApplicationLink>('/tenant-applications/links', input);
export const getApplications = (query: ApplicationListQuery, signal?: AbortSignal) =>
  api.get<ApplicationListResponse>('/tenant-applications', { signal, query: { ...query } });
export const getApplication = (id: string, signal?: AbortSignal) => api.get<TenantApplication>(`/tenant-applications/${id}`, { signal });
export const postApprove = (id: string) => api.post<ApproveApplicationResponse>(`/tenant-applications/${id}/approve`);
export const postDecline = (id: string, reason?: string) =>
  api.post<TenantApplication>(`/tenant-applications/${id}/decline`, reason ? { reason } : {});

export const getPublicApplication = (token: string, signal?: AbortSignal) =>
  publicApi.get<PublicApplicationContext>(`/tenant-applications/public/${token}`, { signal });
export const postPublicApplication = (token: string, input: SubmitApplicationInput) =>
  publicApi.post<{ id: string; message: string }>(`/tenant-applications/public/${token}`, input);
export function uploadApplicationFile(token: string, file: File): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file);
  return publicApi.post<StoredFile>(`/tenant-applications/public/${token}/files`, form);
}

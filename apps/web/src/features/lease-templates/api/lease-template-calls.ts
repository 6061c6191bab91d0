/** Lease-form template calls of spec point 7 with the point 8 messages ('Failed to share lease template', 'Failed to get lease template by token'). */
import type { CreateLeaseTemplateInput, LeaseTemplate, LeaseTemplateListResponse, SharedLeaseTemplate } from '@lintel/shared';
import { api, publicApi } from '../../../lib/api-client.ts';
import { failWith, toastSuccess } from '../../../lib/toast.ts';

export const getLeaseTemplates = (query: { page: number; pageSize: number }, signal?: AbortSignal) =>
  api.get<LeaseTemplateListResponse>('/lease-form-templates', { signal, query: { page: query.page, pageSize: query.pageSize } });
export const postLeaseTemplate = (input: CreateLeaseTemplateInput) => api.post<LeaseTemplate>('/lease-form-templates', input);
export const deleteLeaseTemplateRequest = (id: string) => api.delete(`/lease-form-templates/${id}`);
export const patchShareLeaseTemplate = (id: string, email: string) =>
  api.patch<{ message: string; email: string; expiresAt: string }>(`/lease-form-templates/share/${id}`, { email });
export const getSharedLeaseTemplate = (token: string, signal?: AbortSignal) =>
  publicApi.get<SharedLeaseTemplate>(`/lease-form-templates/get-by-token/${token}`, { signal });

export async function createLeaseTemplate(input: CreateLeaseTemplateInput): Promise<LeaseTemplate | null> {
  try {
    const template = await postLeaseTemplate(input);
    toastSuccess('Lease template created successfully');
    return template;
  } catch (error) {
    failWith(error, 'Failed to create lease template');
    return null;
  }
}

export async function shareLeaseTemplate(id: string, email: string): Promise<boolean> {
  try {
    const result = await patchShareLeaseTemplate(id, email);
    toastSuccess(result.message);
    return true;
  } catch (error) {
    failWith(error, 'Failed to share lease template');
    return false;
  }
}

export async function deleteLeaseTemplate(id: string): Promise<boolean> {
  try {
    await deleteLeaseTemplateRequest(id);
    toastSuccess('Lease template deleted successfully');
    return true;
  } catch (error) {
    failWith(error, 'Failed to delete lease template');
    return false;
  }
}

/** Spec point 8: a failed look-up by token says 'Failed to get lease template by token' unless the server says more. */
export async function loadSharedLeaseTemplate(token: string, signal?: AbortSignal): Promise<{ template: SharedLeaseTemplate | null; error: string | null }> {
  try {
    return { template: await getSharedLeaseTemplate(token, signal), error: null };
  } catch (error) {
    return { template: null, error: failWith(error, 'Failed to get lease template by token') };
  }
}

/**
 * The applicant's public calls (context, file upload, submit) without an account (the apply page). The
 * landlord's calls are data-cache endpoints in applications-api.ts.
 */
import type { PublicApplicationContext, StoredFile, SubmitApplicationInput } from '@lintel/shared';
import { publicApi } from '../../../lib/api-client.ts';

export const getPublicApplication = (token: string, signal?: AbortSignal) =>
  publicApi.get<PublicApplicationContext>(`/tenant-applications/public/${token}`, { signal });
export const postPublicApplication = (token: string, input: SubmitApplicationInput) =>
  publicApi.post<{ id: string; message: string }>(`/tenant-applications/public/${token}`, input);
export function uploadApplicationFile(token: string, file: File): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file);
  return publicApi.post<StoredFile>(`/tenant-applications/public/${token}/files`, form);
}

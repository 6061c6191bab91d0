/**
 * Leases calls of spec point 7 (create, list, get, delete, get-active, validate-dates, terminate) and
 * the e-signature calls (send, sign, document, signed document, audit), with thunks and point 8 toasts.
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import type {
  CreateLeaseInput,
  Lease,
  LeaseAuditEntry,
  LeaseAuditResponse,
  LeaseListResponse,
  LeaseSort,
  LeaseStatus,
  SendForSignatureResponse,
  SignLeaseInput,
  TerminateLeaseInput,
  ValidateLeaseDatesInput,
} from '@lintel/shared';
import { api } from '../../../lib/api-client.ts';
import { getFile, saveBlob } from '../../../lib/download.ts';
import { failWith, toastSuccess } from '../../../lib/toast.ts';
import { createApiThunk } from '../../../lib/create-api-thunk.ts';

export interface LeaseListQuery {
  page?: number;
  pageSize?: number;
  sortBy?: LeaseSort;
  status?: LeaseStatus;
  propertyId?: string;
  tenantId?: string;
  search?: string;
}

export const getLeases = (query: LeaseListQuery, signal?: AbortSignal) =>
  api.get<LeaseListResponse>('/leases', { signal, query: { ...query } });
export const getLease = (id: string, signal?: AbortSignal) => api.get<Lease>(`/leases/${id}`, { signal });
export const getActiveLeases = (propertyId?: string, signal?: AbortSignal) =>
  api.get<{ results: Lease[] }>('/leases/get-active', { signal, query: { propertyId } });
export const postLease = (input: CreateLeaseInput) => api.post<Lease>('/leases', input);
export const deleteLeaseRequest = (id: string) => api.delete(`/leases/${id}`);
export const postValidateDates = (input: ValidateLeaseDatesInput, signal?: AbortSignal) =>
  api.post<{ valid: true; message: string }>('/leases/validate-dates', input, { signal });
export const postTerminate = (id: string, input: TerminateLeaseInput) => api.post<Lease>(`/leases/terminate/${id}`, input);
export const postSendForSignature = (id: string) => api.post<SendForSignatureResponse>(`/leases/${id}/send-for-signature`);
export const postSign = (id: string, input: SignLeaseInput) => api.post<Lease>(`/leases/${id}/sign`, input);
export const getAudit = (id: string, signal?: AbortSignal) => api.get<LeaseAuditResponse>(`/leases/${id}/audit`, { signal });
export const postInviteTenant = (tenantId: string, body: { email: string; fullName?: string }) =>
  api.post<{ message: string; email: string }>(`/users/invite-user/${tenantId}`, body, { query: { type: 'tenant' } });

export interface PdfDocument {
  blob: Blob;
  /** SHA-256 of the PDF (header x-document-sha256): sent back as documentHash when signing. */
  sha256: string | null;
}

/**
 * GET /leases/{id}/document or /signed-document as a Blob. The JSON client cannot read a PDF, so this
 * sends the Bearer token itself; callers load the lease first (through the client, which refreshes an
 * expired token) so the token here is fresh.
 */
export async function getLeasePdf(id: string, kind: 'document' | 'signed-document', signal?: AbortSignal): Promise<PdfDocument> {
  const response = await getFile(`/leases/${id}/${kind}`, 'Could not load the lease document', signal);
  return { blob: await response.blob(), sha256: response.headers.get('x-document-sha256') };
}

/** Saves a lease PDF under a file name. */
export async function downloadLeasePdf(id: string, kind: 'document' | 'signed-document', fileName: string) {
  const { blob } = await getLeasePdf(id, kind);
  saveBlob(blob, fileName);
}

export const fetchLeases = createApiThunk<LeaseListResponse, { query: LeaseListQuery; append?: boolean }>(
  'leases/fetchList',
  ({ query }, signal) => getLeases(query, signal),
  { error: 'Failed to fetch leases' },
);

export const fetchLease = createApiThunk<Lease, string>(
  'leases/fetchOne',
  (id, signal) => getLease(id, signal),
  { error: 'Failed to fetch lease' },
);

export const fetchLeaseAudit = createApiThunk<{ id: string; results: LeaseAuditEntry[] }, string>(
  'leases/fetchAudit',
  async (id, signal) => ({ id, results: (await getAudit(id, signal)).results }),
  { error: 'Failed to fetch the audit trail', silent: true },
);

export const createLease = createApiThunk<Lease, CreateLeaseInput>(
  'leases/create',
  (input) => postLease(input),
  { error: 'Failed to create lease', success: 'Lease created successfully' },
);

export const terminateLease = createApiThunk<Lease, { id: string; input: TerminateLeaseInput }>(
  'leases/terminate',
  ({ id, input }) => postTerminate(id, input),
  { error: 'Failed to terminate lease', success: 'Lease terminated' },
);

export const removeLease = createApiThunk<{ id: string }, string>(
  'leases/remove',
  async (id) => {
    await deleteLeaseRequest(id);
    return { id };
  },
  { error: 'Failed to delete lease', success: 'Lease deleted successfully' },
);

export const sendLeaseForSignature = createAsyncThunk<SendForSignatureResponse, string, { rejectValue: string }>(
  'leases/sendForSignature',
  async (id, { rejectWithValue }) => {
    try {
      const result = await postSendForSignature(id);
      toastSuccess(result.message);
      return result;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to send the lease for signature'));
    }
  },
);

export const signLease = createAsyncThunk<Lease, { id: string; input: SignLeaseInput }, { rejectValue: string }>(
  'leases/sign',
  async ({ id, input }, { rejectWithValue }) => {
    try {
      const lease = await postSign(id, input);
      toastSuccess(lease.status === 'active' ? 'Signed. Every party has signed: the lease is active.' : 'Signed successfully');
      return lease;
    } catch (error) {
      return rejectWithValue(failWith(error, 'Failed to sign the lease'));
    }
  },
);

export const inviteLeaseTenant = createAsyncThunk<
  { tenantId: string },
  { tenantId: string; email: string; fullName?: string },
  { rejectValue: string }
>('leases/inviteTenant', async ({ tenantId, email, fullName }, { rejectWithValue }) => {
  try {
    const result = await postInviteTenant(tenantId, { email, ...(fullName ? { fullName } : {}) });
    toastSuccess(result.message || `Invitation sent to ${email}`);
    return { tenantId };
  } catch (error) {
    return rejectWithValue(failWith(error, 'Failed to send the invitation'));
  }
});
